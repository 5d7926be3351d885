import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { users } from '../schema/index';
import type { DataCipher } from '../../lib/data-cipher';
import { hashPassword } from '../../lib/password';
import { sealAccountFields } from '../../modules/auth/account-personal';
import { newId } from '../../lib/new-id';
import { TERMS_VERSION } from '@aabhushan/shared/legal/terms-version';

/** The seeded demo customer (docs/decisions.md: replaces the spec's mock login); see README. */
export const DEMO_CUSTOMER = {
  name: 'Priya Sharma',
  email: 'demo@example.com',
  password: 'Demo@1234',
  contact: '9876543210',
  city: 'Jaipur',
  state: 'Rajasthan',
  country: 'India',
  pincode: '302001',
} as const;

/** The seeded staff account (docs/decisions.md: order status changes are staff only); see README. */
export const DEMO_STAFF = {
  name: 'Store Manager',
  email: 'admin@example.com',
  password: 'Admin@1234',
  city: 'Jaipur',
  state: 'Rajasthan',
  country: 'India',
} as const;

type DemoAccount = { email: string; password: string; name: string } & Partial<Record<'contact' | 'city' | 'state' | 'country' | 'pincode', string>>;

async function seedAccount(db: Database, cipher: DataCipher, account: DemoAccount, roleType: 'customer' | 'admin', now: Date): Promise<void> {
  const existing = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${account.email}`).limit(1);
  if (existing.length > 0) return;
  const { password, ...profile } = account;
  const id = newId();
  await db
    .insert(users)
    .values({
      id,
      ...sealAccountFields(cipher, id, profile),
      passwordHash: await hashPassword(password),
      roleType,
      emailVerifiedAt: now,
      termsAcceptedAt: now,
      termsVersion: TERMS_VERSION,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}

/**
 * Adds the demo customer and the staff account when missing (also to a database seeded
 * before accounts existed). Never in production: a published password must not open a real
 * store's account, least of all a staff one.
 */
export async function seedDemoUsers(db: Database, cipher: DataCipher, now = new Date(), production = process.env.NODE_ENV === 'production'): Promise<void> {
  if (production) return;
  await seedAccount(db, cipher, DEMO_CUSTOMER, 'customer', now);
  await seedAccount(db, cipher, DEMO_STAFF, 'admin', now);
}
