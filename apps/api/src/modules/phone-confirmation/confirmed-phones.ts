import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { confirmedPhones } from '../../db/schema/index';
import type { DataCipher } from '../../lib/data-cipher';
import { phoneDigest, phoneDigests } from '../personal-data/phone-digest';

/** Whether the customer confirmed the phone of one of these digests (its keyed digests under each key held) with a code. */
async function isAnyDigestConfirmed(db: Database, userId: string, digests: readonly string[]): Promise<boolean> {
  const [row] = await db
    .select({ at: confirmedPhones.confirmedAt })
    .from(confirmedPhones)
    .where(and(eq(confirmedPhones.userId, userId), inArray(confirmedPhones.phoneDigest, [...digests])))
    .limit(1);
  return row !== undefined;
}

/** Whether the customer confirmed this phone with a code. */
export function isPhoneConfirmed(db: Database, cipher: DataCipher, userId: string, phone: string): Promise<boolean> {
  return isAnyDigestConfirmed(db, userId, phoneDigests(cipher, phone));
}

/**
 * A cash-on-delivery order of this total may take stock for this delivery phone: totals up to
 * the store's set value (`confirmAbovePaise`) need nothing, above it the customer must have
 * confirmed the phone.
 */
export async function isPhoneConfirmedFor(db: Database, cipher: DataCipher, userId: string, phone: string, grandTotalPaise: number, confirmAbovePaise: number): Promise<boolean> {
  return grandTotalPaise <= confirmAbovePaise || isPhoneConfirmed(db, cipher, userId, phone);
}

export async function recordConfirmedPhone(db: Database, cipher: DataCipher, userId: string, phone: string, at: Date): Promise<void> {
  await db
    .insert(confirmedPhones)
    .values({ userId, phoneDigest: phoneDigest(cipher, phone), confirmedAt: at })
    .onConflictDoUpdate({ target: [confirmedPhones.userId, confirmedPhones.phoneDigest], set: { confirmedAt: at } });
}
