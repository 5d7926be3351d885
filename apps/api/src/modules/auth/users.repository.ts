import { DELETED_CUSTOMER_NAME, deletedAccountEmail } from '@aabhushan/shared/rules/account-deletion';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { StoreLanguage } from '@aabhushan/shared/language-choice';
import type { Database } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { newsletterSubscribers, orders, users } from '../../db/schema/index';
import { newId } from '../../lib/new-id';
import { UNUSABLE_PASSWORD_HASH } from '../../lib/password';
import { isUniqueViolation } from '../../lib/unique-violation';
import { openAccountFields, sealAccountFields } from './account-personal';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'contactDigest'>;
export type UserPatch = Partial<Omit<NewUser, 'passwordHash' | 'createdAt' | 'updatedAt'>>;

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/**
 * Accounts. The phone, date of birth, area and PIN are sealed here on the way in and opened on
 * the way out (account-personal.ts): every other module reads and writes them in plain.
 */
export function createUsersRepository(db: Database, cipher: DataCipher) {
  const opened = (row: UserRow | undefined): UserRow | null => (row ? openAccountFields(cipher, row) : null);
  return {
    /** How many orders the customer has placed, whatever became of them (the profile's total_orders). */
    async countOrders(userId: string): Promise<number> {
      const [row] = await db.select({ count: sql<number>`cast(count(*) as integer)` }).from(orders).where(eq(orders.userId, userId));
      return Number(row?.count ?? 0);
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(sameEmail(email)).limit(1);
      return opened(row);
    },

    async findById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return opened(row);
    },

    /** Whether another user than `exceptId` has this e-mail (case-insensitively). */
    async emailTakenByOther(email: string, exceptId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(and(sameEmail(email), ne(users.id, exceptId))).limit(1);
      return row !== undefined;
    },

    /** The new user, or null when the e-mail is taken (the unique index decides, so races are safe). */
    async insert(values: NewUser): Promise<UserRow | null> {
      try {
        const id = newId();
        const [row] = await db.insert(users).values({ id, ...sealAccountFields(cipher, id, values) }).returning();
        return opened(row);
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** The updated user; null when gone. Throws a unique violation for a taken e-mail. */
    async update(id: string, patch: UserPatch, now: Date): Promise<UserRow | null> {
      const [row] = await db.update(users).set({ ...sealAccountFields(cipher, id, patch), updatedAt: now }).where(eq(users.id, id)).returning();
      return opened(row);
    },

    async setPasswordHash(id: string, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
    },

    /** Keeps the customer's storefront language for their mails; false when the account is gone. */
    async setMailLanguage(id: string, language: StoreLanguage, now: Date): Promise<boolean> {
      const rows = await db.update(users).set({ mailLanguage: language, updatedAt: now }).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },

    async markEmailVerified(id: string, now: Date): Promise<void> {
      await db.update(users).set({ emailVerifiedAt: now }).where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
    },

    /** Newsletter consent from the sign-up form; subscribing an address twice is a no-op. */
    async subscribeNewsletter(email: string, source: string): Promise<void> {
      await db.insert(newsletterSubscribers).values({ id: newId(), email, source }).onConflictDoNothing();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/**
 * A deleted account: every profile field erased, a unique e-mail no mail reaches (the old address
 * is free again) and a password nothing matches. The row itself stays: the orders kept for tax and
 * company law still belong to it. Works on the database or inside the deletion's transaction.
 */
export async function eraseUserProfile(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      name: DELETED_CUSTOMER_NAME,
      email: deletedAccountEmail(id),
      passwordHash: UNUSABLE_PASSWORD_HASH,
      contact: null,
      contactDigest: null,
      dob: null,
      gender: null,
      area: null,
      city: null,
      state: null,
      country: null,
      pincode: null,
      emailVerifiedAt: null,
      newsletterOptIn: false,
      updatedAt: now,
    })
    .where(eq(users.id, id));
}
