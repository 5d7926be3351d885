import { asc, eq, inArray } from 'drizzle-orm';
import { paiseToRupees } from '@aabhushan/shared/rules/money';
import type { GoldPlanRedemption } from '@aabhushan/shared/schemas/gold-plans';
import type { Database } from '../../db/client';
import { goldPlanRedemptions, orders } from '../../db/schema/index';

/**
 * The orders each enrolment's credit paid for, oldest first: what each took, and whether it came
 * back to the plan (the order cancelled, expired or refunded). One entry per order.
 */
export async function redemptionsOf(db: Database, enrolmentIds: string[]): Promise<Map<string, GoldPlanRedemption[]>> {
  const byEnrolment = new Map<string, GoldPlanRedemption[]>(enrolmentIds.map((id) => [id, []]));
  if (enrolmentIds.length === 0) return byEnrolment;
  const rows = await db
    .select({ enrolmentId: goldPlanRedemptions.enrolmentId, orderId: goldPlanRedemptions.orderId, orderNumber: orders.orderNumber, kind: goldPlanRedemptions.kind, amountPaise: goldPlanRedemptions.amountPaise })
    .from(goldPlanRedemptions)
    .innerJoin(orders, eq(orders.id, goldPlanRedemptions.orderId))
    .where(inArray(goldPlanRedemptions.enrolmentId, enrolmentIds))
    .orderBy(asc(goldPlanRedemptions.createdAt), asc(goldPlanRedemptions.id));
  const byOrder = new Map<string, GoldPlanRedemption>();
  for (const row of rows) {
    const seen = byOrder.get(row.orderId);
    if (seen) {
      if (row.kind === 'returned') seen.state = 'returned';
      continue;
    }
    const entry: GoldPlanRedemption = { orderId: row.orderId, orderNumber: row.orderNumber, amount: paiseToRupees(Math.abs(row.amountPaise)), state: row.kind === 'returned' ? 'returned' : 'taken' };
    byOrder.set(row.orderId, entry);
    byEnrolment.get(row.enrolmentId)!.push(entry);
  }
  return byEnrolment;
}
