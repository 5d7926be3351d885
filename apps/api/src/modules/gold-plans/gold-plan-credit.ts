import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import { GOLD_PLAN_MESSAGES as M } from '@aabhushan/shared/schemas/gold-plans';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goldPlanEnrolments, goldPlanRedemptions } from '../../db/schema/index';
import { newId } from '../../lib/new-id';
import { standingOf } from './gold-plans.mapper';
import { findInstalments, lockEnrolment } from './gold-plans.repository';

export type CreditRefusal = { ok: false; status: 404 | 409; message: string };

/** What orders hold of each enrolment's credit now: taken less returned, paise. */
export async function redeemedPaise(db: Database, enrolmentIds: string[]): Promise<Map<string, number>> {
  const byEnrolment = new Map<string, number>(enrolmentIds.map((id) => [id, 0]));
  if (enrolmentIds.length === 0) return byEnrolment;
  const rows = await db
    .select({ enrolmentId: goldPlanRedemptions.enrolmentId, sum: sql<string>`coalesce(sum(${goldPlanRedemptions.amountPaise}), 0)` })
    .from(goldPlanRedemptions)
    .where(inArray(goldPlanRedemptions.enrolmentId, enrolmentIds))
    .groupBy(goldPlanRedemptions.enrolmentId);
  for (const row of rows) byEnrolment.set(row.enrolmentId, Number(row.sum));
  return byEnrolment;
}

/**
 * The credit an order may take from the customer's enrolment, judged under the enrolment's row
 * lock (two orders at once cannot spend the same credit): a matured plan's paid-in amount and
 * bonus, or a closed-early plan's amount paid, less what orders already hold of it; at most the
 * order's total. Another customer's plan is not found.
 */
export async function creditForOrder(tx: Database, userId: string, enrolmentId: string, orderTotalPaise: number, now: Date): Promise<{ ok: true; creditPaise: number } | CreditRefusal> {
  const enrolment = await lockEnrolment(tx, enrolmentId);
  if (!enrolment || enrolment.userId !== userId) return { ok: false, status: 404, message: M.enrolmentNotFound };
  const standing = standingOf(enrolment, (await findInstalments(tx, [enrolment.id])).get(enrolment.id)!, indianDateOf(now));
  if (standing.state !== 'matured' && standing.state !== 'closed') return { ok: false, status: 409, message: M.notReadyToRedeem(standing.maturityDate) };
  const leftPaise = standing.redeemablePaise - (await redeemedPaise(tx, [enrolment.id])).get(enrolment.id)!;
  if (leftPaise <= 0) return { ok: false, status: 409, message: M.noCreditLeft };
  return { ok: true, creditPaise: Math.min(leftPaise, orderTotalPaise) };
}

/**
 * What the customer's gold plans hold that is not yet redeemed (paise), their enrolments locked
 * until the transaction ends: an active or complete plan's instalments paid, a matured or
 * closed-early plan's credit left. The account is kept while it is more than nothing (no cash
 * refunds: it can only be redeemed against jewellery).
 */
export async function moneyHeldInPlans(tx: Database, userId: string, now: Date): Promise<number> {
  const enrolments = await tx.select().from(goldPlanEnrolments).where(eq(goldPlanEnrolments.userId, userId)).for('update');
  if (enrolments.length === 0) return 0;
  const ids = enrolments.map((row) => row.id);
  const [instalments, redeemed] = await Promise.all([findInstalments(tx, ids), redeemedPaise(tx, ids)]);
  const today = indianDateOf(now);
  return enrolments.reduce((sum, enrolment) => {
    const standing = standingOf(enrolment, instalments.get(enrolment.id)!, today);
    const redeemable = standing.state === 'matured' || standing.state === 'closed';
    return sum + (redeemable ? Math.max(0, standing.redeemablePaise - redeemed.get(enrolment.id)!) : standing.paidPaise);
  }, 0);
}

/** Written with the order, in its transaction (after creditForOrder's lock). */
export async function recordCreditTaken(tx: Database, enrolmentId: string, orderId: string, amountPaise: number, now: Date): Promise<void> {
  await tx.insert(goldPlanRedemptions).values({ id: newId(), enrolmentId, orderId, kind: 'taken', amountPaise, createdAt: now });
}

/**
 * The order's credit goes back to its plan (cancelled, expired, refunded): never as cash. Once
 * per order, whichever of these comes first; an order that took none changes nothing.
 */
export async function returnCredit(tx: Database, order: { id: string; goldPlanEnrolmentId: string | null; goldPlanCreditPaise: number }, now: Date): Promise<void> {
  if (!order.goldPlanEnrolmentId || order.goldPlanCreditPaise <= 0) return;
  await lockEnrolment(tx, order.goldPlanEnrolmentId);
  const [already] = await tx.select({ id: goldPlanRedemptions.id }).from(goldPlanRedemptions).where(and(eq(goldPlanRedemptions.orderId, order.id), eq(goldPlanRedemptions.kind, 'returned'))).limit(1);
  if (already) return;
  await tx.insert(goldPlanRedemptions).values({ id: newId(), enrolmentId: order.goldPlanEnrolmentId, orderId: order.id, kind: 'returned', amountPaise: -order.goldPlanCreditPaise, createdAt: now });
}
