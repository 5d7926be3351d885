import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { users } from '../schema/index';
import { hashPassword } from '../../lib/password';
import { newId } from '../../lib/new-id';

/** The seeded demo customer (DECISIONS section 1: replaces the spec's mock login); see README. */
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

/**
 * Adds the demo customer when missing (also to a database seeded before accounts existed).
 * Never in production: a published password must not open a real store's account.
 */
export async function seedDemoUsers(db: Database, now = new Date(), production = process.env.NODE_ENV === 'production'): Promise<void> {
  if (production) return;
  const existing = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${DEMO_CUSTOMER.email}`).limit(1);
  if (existing.length > 0) return;
  const { password, ...profile } = DEMO_CUSTOMER;
  await db
    .insert(users)
    .values({
      id: newId(),
      ...profile,
      passwordHash: await hashPassword(password),
      roleType: 'customer',
      emailVerifiedAt: now,
      termsAcceptedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}
