import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { confirmedPhones } from '../../db/schema/index';
import { phoneDigest } from '../orders/order-snapshots';

/** Whether the customer confirmed the phone of this digest (order-snapshots.ts phoneDigest) with a code. */
async function isDigestConfirmed(db: Database, userId: string, digest: string): Promise<boolean> {
  const [row] = await db
    .select({ at: confirmedPhones.confirmedAt })
    .from(confirmedPhones)
    .where(and(eq(confirmedPhones.userId, userId), eq(confirmedPhones.phoneDigest, digest)))
    .limit(1);
  return row !== undefined;
}

/** Whether the customer confirmed this phone with a code. */
export function isPhoneConfirmed(db: Database, userId: string, phone: string): Promise<boolean> {
  return isDigestConfirmed(db, userId, phoneDigest(phone));
}

/**
 * A cash-on-delivery order of this total may take stock for this delivery phone (its digest):
 * totals up to the store's set value (`confirmAbovePaise`) need nothing, above it the customer
 * must have confirmed the phone.
 */
export async function isPhoneConfirmedFor(db: Database, userId: string, digest: string, grandTotalPaise: number, confirmAbovePaise: number): Promise<boolean> {
  return grandTotalPaise <= confirmAbovePaise || isDigestConfirmed(db, userId, digest);
}

export async function recordConfirmedPhone(db: Database, userId: string, phone: string, at: Date): Promise<void> {
  await db
    .insert(confirmedPhones)
    .values({ userId, phoneDigest: phoneDigest(phone), confirmedAt: at })
    .onConflictDoUpdate({ target: [confirmedPhones.userId, confirmedPhones.phoneDigest], set: { confirmedAt: at } });
}
