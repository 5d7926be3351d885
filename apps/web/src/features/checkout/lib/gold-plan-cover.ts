import { paiseToRupees, rupeesToPaise } from '@aabhushan/shared/rules/money';
import type { GoldPlanEnrolment } from '@aabhushan/shared/schemas/gold-plans';

/** What a plan's credit pays of an order and what is left to pay (rupees, worked out in paise). */
export interface GoldPlanCover {
  planId: string;
  credit: number;
  covered: number;
  due: number;
}

/** Plans whose credit may pay an order: matured or closed early, with credit left (the server judges it again under a lock). */
export function redeemablePlans(enrolments: readonly GoldPlanEnrolment[]): GoldPlanEnrolment[] {
  return enrolments.filter((plan) => (plan.status === 'matured' || plan.status === 'closed') && plan.creditLeft > 0);
}

/** The credit pays at most the order's total; the rest is paid by the chosen method. */
export function getGoldPlanCover(plan: Pick<GoldPlanEnrolment, 'id' | 'creditLeft'>, total: number): GoldPlanCover {
  const totalPaise = rupeesToPaise(total);
  const coveredPaise = Math.min(rupeesToPaise(plan.creditLeft), totalPaise);
  return { planId: plan.id, credit: plan.creditLeft, covered: paiseToRupees(coveredPaise), due: paiseToRupees(totalPaise - coveredPaise) };
}
