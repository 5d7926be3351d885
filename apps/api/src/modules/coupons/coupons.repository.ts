import { COUPON_SHOWN_DAYS_AFTER_END } from '@aabhushan/shared/rules/coupon';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couponUsages, coupons } from '../../db/schema/index';
import { toCouponRecord, type CouponRecord } from './coupon.mapper';

export async function findCouponByCode(db: Database, code: string): Promise<CouponRecord | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row && toCouponRecord(row);
}

/**
 * A coupon as a shopper may find it by its code: active, and ended no more than
 * COUPON_SHOWN_DAYS_AFTER_END days ago. Anything else answers as an unknown code.
 */
export async function findShopperCoupon(db: Database, code: string, now: Date): Promise<CouponRecord | undefined> {
  const endedAfter = new Date(now.getTime() - COUPON_SHOWN_DAYS_AFTER_END * 86_400_000);
  const [row] = await db.select().from(coupons).where(and(eq(coupons.code, code), eq(coupons.isActive, true), gte(coupons.validUntil, endedAfter))).limit(1);
  return row && toCouponRecord(row);
}

/** Active, inside its window and not used up: a coupon a shopper may still use. */
const isCurrent = (now: Date) =>
  and(
    eq(coupons.isActive, true),
    lte(coupons.validFrom, now),
    gte(coupons.validUntil, now),
    sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
  );

/** The current coupons (see isCurrent), by code; scope and per-customer limits are the rules' to judge. */
export async function findCurrentCoupons(db: Database, now: Date): Promise<CouponRecord[]> {
  const rows = await db.select().from(coupons).where(isCurrent(now)).orderBy(asc(coupons.code));
  return rows.map(toCouponRecord);
}

/** How often the customer redeemed this coupon. */
export async function countUserUsages(db: Database, userId: string, couponId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(couponUsages)
    .where(and(eq(couponUsages.userId, userId), eq(couponUsages.couponId, couponId)));
  return row?.n ?? 0;
}

/** The customer's redemptions per coupon id. */
export async function countUserUsagesByCoupon(db: Database, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ couponId: couponUsages.couponId, n: sql<number>`cast(count(*) as integer)` })
    .from(couponUsages)
    .where(eq(couponUsages.userId, userId))
    .groupBy(couponUsages.couponId);
  return new Map(rows.map((row) => [row.couponId, row.n]));
}

/** The customer's redemptions, newest first, one page. */
export async function findUsagePage(db: Database, userId: string, page: number, limit: number) {
  const where = eq(couponUsages.userId, userId);
  const [rows, [count]] = await Promise.all([
    db
      .select({ usage: couponUsages, code: coupons.code })
      .from(couponUsages)
      .innerJoin(coupons, eq(coupons.id, couponUsages.couponId))
      .where(where)
      .orderBy(desc(couponUsages.usedAt), desc(couponUsages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`cast(count(*) as integer)` }).from(couponUsages).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The page of current coupons for the public coupons page, by code. */
export async function findPublicCouponPage(db: Database, now: Date, page: number, limit: number) {
  const where = isCurrent(now);
  const [rows, [count]] = await Promise.all([
    db.select().from(coupons).where(where).orderBy(asc(coupons.code)).limit(limit).offset((page - 1) * limit),
    db.select({ n: sql<number>`cast(count(*) as integer)` }).from(coupons).where(where),
  ]);
  return { coupons: rows.map(toCouponRecord), total: count?.n ?? 0 };
}
