import { checkMonthlyAmount, goldPlanStanding } from '@aabhushan/shared/rules/gold-plan';
import { formatInr, paiseToRupees, rupeesToPaise } from '@aabhushan/shared/rules/money';
import { GOLD_PLAN_MESSAGES } from '@aabhushan/shared/schemas/gold-plans';
import type { PublicGoldPlan } from '@aabhushan/shared/schemas/gold-plans';

/** What a monthly amount comes to, in rupees, if every instalment is paid on time. */
export interface GoldPlanQuote {
  monthly: number;
  instalments: number;
  totalPaid: number;
  bonus: number;
  valueAtMaturity: number;
  maturityDate: string;
}

export type GoldPlanQuoteResult = { ok: true; quote: GoldPlanQuote } | { ok: false; message: string };

/** The rupees typed: digits, with the grouping commas, spaces or a ₹ sign a shopper may add; null otherwise. */
export function readRupees(raw: string): number | null {
  const text = raw.replace(/[\s,₹]/g, '');
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/**
 * The calculator: the plan's own rules (shared with the API) on a monthly amount typed in
 * rupees, enrolling on `today` (YYYY-MM-DD in India). A wrong amount answers the API's sentence.
 */
export function quoteGoldPlan(plan: PublicGoldPlan, raw: string, today: string): GoldPlanQuoteResult {
  const rupees = readRupees(raw);
  if (rupees === null || rupees === 0) return { ok: false, message: GOLD_PLAN_MESSAGES.monthlyAmount };
  const monthlyPaise = rupeesToPaise(rupees);
  const verdict = checkMonthlyAmount(monthlyPaise, { minMonthlyPaise: rupeesToPaise(plan.minMonthly), maxMonthlyPaise: rupeesToPaise(plan.maxMonthly) });
  if (!verdict.ok) {
    if (verdict.reason === 'whole-hundreds') return { ok: false, message: GOLD_PLAN_MESSAGES.wholeHundreds };
    if (verdict.reason === 'below-minimum') return { ok: false, message: GOLD_PLAN_MESSAGES.belowMinimum(formatInr(plan.minMonthly)) };
    return { ok: false, message: GOLD_PLAN_MESSAGES.aboveMaximum(formatInr(plan.maxMonthly)) };
  }
  const standing = goldPlanStanding({ startDate: today, instalments: plan.instalments, monthlyPaise, bonusPercent: plan.bonusPercent }, [], today);
  const totalPaid = paiseToRupees(monthlyPaise * plan.instalments);
  const bonus = paiseToRupees(standing.bonusPaise);
  return {
    ok: true,
    quote: { monthly: rupees, instalments: plan.instalments, totalPaid, bonus, valueAtMaturity: paiseToRupees(monthlyPaise * plan.instalments + standing.bonusPaise), maturityDate: standing.maturityDate },
  };
}
