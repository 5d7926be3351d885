import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couponUsages, coupons } from '../../db/schema/index';
import { newId } from '../../lib/new-id';
import { toCouponRecord, type CouponRecord } from '../coupons/coupon.mapper';

/**
 * Locks the coupon row until the transaction ends: its usage limit and the customer's own
 * limit are judged, and the use counted, by one order at a time.
 */
export async function lockCoupon(db: Database, couponId: string): Promise<CouponRecord | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, couponId)).for('update').limit(1);
  return row && toCouponRecord(row);
}

/** Counts the order's use of the coupon (under lockCoupon, after the rules accepted it). */
export async function redeemCoupon(db: Database, use: { couponId: string; userId: string; orderId: string; discountPaise: number; at: Date }): Promise<void> {
  await db.update(coupons).set({ usedCount: sql`${coupons.usedCount} + 1`, updatedAt: use.at }).where(eq(coupons.id, use.couponId));
  await db.insert(couponUsages).values({ id: newId(), couponId: use.couponId, userId: use.userId, orderId: use.orderId, discountPaise: use.discountPaise, usedAt: use.at });
}

/** Gives a cancelled order's coupon use back: the count and the customer's redemption both go. */
export async function releaseCoupon(db: Database, couponId: string, orderId: string, at: Date): Promise<void> {
  await lockCoupon(db, couponId);
  const removed = await db
    .delete(couponUsages)
    .where(and(eq(couponUsages.couponId, couponId), eq(couponUsages.orderId, orderId)))
    .returning({ id: couponUsages.id });
  if (removed.length === 0) return;
  await db
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - ${removed.length}, 0)`, updatedAt: at })
    .where(eq(coupons.id, couponId));
}
