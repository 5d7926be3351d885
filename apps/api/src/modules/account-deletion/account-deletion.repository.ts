import { isOrderFinished } from '@aabhushan/shared/rules/account-deletion';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, carts, confirmedPhones, mailOutbox, newsletterSubscribers, oneTimeTokens, orders, refreshTokens, reviews, users, wishlists } from '../../db/schema/index';
import type { DataCipher } from '../../lib/data-cipher';
import { recordAudit } from '../admin/audit';
import { eraseUserProfile } from '../auth/users.repository';
import { moneyHeldInPlans } from '../gold-plans/gold-plan-credit';
import { anonymiseOrdersOf } from '../orders/order-anonymisation';

/** What the deletion needs to know of the account: who it is, its sign-in e-mail and password, its role. */
export interface AccountHolder {
  id: string;
  email: string;
  passwordHash: string;
  roleType: string;
}

export async function findAccountHolder(db: Database, userId: string): Promise<AccountHolder | null> {
  const [row] = await db.select({ id: users.id, email: users.email, passwordHash: users.passwordHash, roleType: users.roleType }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export type Erasure = { erased: true; endedSessions: string[] } | { erased: false; reason: 'open-orders' | 'gold-plan' };

/**
 * Erases a customer's account inside the caller's transaction, or changes nothing when an order
 * is still open. The user's row is locked first, as every sign-in renewal locks it, so no session
 * renews past the deletion; then the cart's, as placing an order locks it, so no order is placed
 * while the orders are judged (a placement that waited finds no cart afterwards).
 */
export async function eraseAccount(tx: Database, cipher: DataCipher, user: AccountHolder, now: Date): Promise<Erasure> {
  const userId = user.id;
  await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
  await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
  const held = await tx.select({ status: orders.status, paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.userId, userId)).for('update');
  if (!held.every(isOrderFinished)) return { erased: false, reason: 'open-orders' };
  // A gold plan's money is redeemed against jewellery, never paid back in cash: the account stays until it is.
  if ((await moneyHeldInPlans(tx, userId, now)) > 0) return { erased: false, reason: 'gold-plan' };

  // Every session ends: deleting its rows both revokes it and erases the record of sign-ins.
  const sessions = await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId)).returning({ familyId: refreshTokens.familyId });
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
  await tx.delete(confirmedPhones).where(eq(confirmedPhones.userId, userId));
  const erasedAddresses = await tx.delete(addresses).where(eq(addresses.userId, userId)).returning({ id: addresses.id });
  // The wishlist's and the cart's lines go with them.
  await tx.delete(wishlists).where(eq(wishlists.userId, userId));
  await tx.delete(carts).where(eq(carts.userId, userId));
  // A review keeps its stars (the piece's rating stays true to what buyers gave it) and loses its
  // words, which may say anything about the writer; its author is now "Deleted customer".
  const keptReviews = await tx.update(reviews).set({ comment: '', updatedAt: now }).where(eq(reviews.userId, userId)).returning({ id: reviews.id });
  await tx.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = lower(${user.email})`);
  await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${user.email})`);
  const keptOrders = await anonymiseOrdersOf(tx, cipher, userId, now);
  await eraseUserProfile(tx, userId, now);
  // The trail says that and when, never who: the account's id and counts only.
  await recordAudit(tx, {
    actorId: userId,
    action: 'customer.delete',
    entityType: 'customer',
    entityId: userId,
    before: null,
    after: { ordersKept: keptOrders, reviewsKept: keptReviews.length, addressesErased: erasedAddresses.length, sessionsEnded: new Set(sessions.map((row) => row.familyId)).size },
  }, now);
  return { erased: true, endedSessions: [...new Set(sessions.map((row) => row.familyId))] };
}
