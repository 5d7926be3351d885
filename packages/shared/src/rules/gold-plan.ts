import { addPlanMonths, monthsLate } from './gold-plan-dates';

/**
 * The monthly gold plan's rules (amounts in paise, dates YYYY-MM-DD in India). The customer
 * pays a fixed amount each month for `instalments` months (at most 12: a longer scheme would be a
 * deposit under the Companies (Acceptance of Deposits) Rules); the store adds a bonus of
 * `bonusPercent` of one instalment at maturity, one month after the last instalment falls due.
 * What the plan holds is redeemed against jewellery only: never paid back in cash.
 *
 * - An instalment is due on the enrolment day's date each month; paid on or before the same day
 *   of the next month it counts as on time.
 * - Paid later than that, each month begun late moves that instalment's and every later due
 *   date, and maturity, by one month, and the instalment earns no share of the bonus: the bonus
 *   is earned one instalment's share at a time (bonus x instalments on time / instalments).
 * - Closed early, the amount paid is redeemable and no bonus is added.
 */
export const GOLD_PLAN_LIMITS = {
  maxInstalments: 12,
  /** Monthly amounts are whole hundreds of rupees. */
  monthlyStepPaise: 100_00,
  maxBonusPercent: 100,
} as const;

export interface GoldPlanTerms {
  startDate: string;
  instalments: number;
  monthlyPaise: number;
  bonusPercent: number;
}

export interface PaidInstalment {
  number: number;
  paidOn: string;
}

export type GoldPlanState = 'active' | 'complete' | 'matured' | 'closed';

export interface ScheduledInstalment {
  number: number;
  dueDate: string;
  amountPaise: number;
  paidOn: string | null;
  monthsLate: number;
}

export interface GoldPlanStanding {
  state: GoldPlanState;
  schedule: ScheduledInstalment[];
  paidInstalments: number;
  paidPaise: number;
  /** Still to pay (0 once complete or closed). */
  remainingPaise: number;
  nextInstalment: number | null;
  nextDueDate: string | null;
  /** Moved by late instalments; for unpaid ones as if they are paid on time. */
  maturityDate: string;
  /** The bonus as it stands: as if the instalments left are paid on time; 0 when closed early. */
  bonusPaise: number;
  /** What may be redeemed against jewellery today: paid plus bonus at maturity, the amount paid once closed early. */
  redeemablePaise: number;
}

/** The bonus for `onTime` instalments of `instalments`: each earns its share of the full bonus, rounded down to the paisa. */
export function goldPlanBonusPaise(terms: Pick<GoldPlanTerms, 'instalments' | 'monthlyPaise' | 'bonusPercent'>, onTime: number): number {
  return Math.floor((terms.monthlyPaise * terms.bonusPercent * onTime) / (100 * terms.instalments));
}

/**
 * Where an enrolment stands on `today`: the schedule with the due dates as late instalments
 * moved them, what is paid and due, maturity, bonus and what is redeemable. `paid` holds the
 * instalments paid (numbers 1, 2, ... in order, each paid once).
 */
export function goldPlanStanding(terms: GoldPlanTerms, paid: readonly PaidInstalment[], today: string, closed = false): GoldPlanStanding {
  const paidOn = new Map(paid.map((instalment) => [instalment.number, instalment.paidOn]));
  const schedule: ScheduledInstalment[] = [];
  let shift = 0;
  let late = 0;
  for (let number = 1; number <= terms.instalments; number += 1) {
    const dueIndex = number - 1 + shift;
    const paidDay = paidOn.get(number) ?? null;
    const lateMonths = paidDay ? monthsLate(terms.startDate, dueIndex, paidDay) : 0;
    schedule.push({ number, dueDate: addPlanMonths(terms.startDate, dueIndex), amountPaise: terms.monthlyPaise, paidOn: paidDay, monthsLate: lateMonths });
    shift += lateMonths;
    if (lateMonths > 0) late += 1;
  }
  const paidInstalments = schedule.filter((instalment) => instalment.paidOn).length;
  const paidPaise = paidInstalments * terms.monthlyPaise;
  const next = closed ? undefined : schedule.find((instalment) => !instalment.paidOn);
  const maturityDate = addPlanMonths(terms.startDate, terms.instalments + shift);
  const bonusPaise = closed ? 0 : goldPlanBonusPaise(terms, terms.instalments - late);
  const complete = paidInstalments === terms.instalments;
  const state: GoldPlanState = closed ? 'closed' : !complete ? 'active' : today >= maturityDate ? 'matured' : 'complete';
  return {
    state,
    schedule,
    paidInstalments,
    paidPaise,
    remainingPaise: closed ? 0 : (terms.instalments - paidInstalments) * terms.monthlyPaise,
    nextInstalment: next?.number ?? null,
    nextDueDate: next?.dueDate ?? null,
    maturityDate,
    bonusPaise,
    redeemablePaise: state === 'matured' ? paidPaise + bonusPaise : state === 'closed' ? paidPaise : 0,
  };
}

export type PayableVerdict = { ok: true; number: number; amountPaise: number; dueDate: string } | { ok: false; reason: 'closed' | 'all-paid' | 'not-yet'; dueDate?: string };

/** The instalment that may be paid on `today`: the next one, from its due date (never in advance). */
export function payableInstalment(standing: GoldPlanStanding, today: string): PayableVerdict {
  if (standing.state === 'closed') return { ok: false, reason: 'closed' };
  const next = standing.schedule.find((instalment) => instalment.number === standing.nextInstalment);
  if (!next) return { ok: false, reason: 'all-paid' };
  if (today < next.dueDate) return { ok: false, reason: 'not-yet', dueDate: next.dueDate };
  return { ok: true, number: next.number, amountPaise: next.amountPaise, dueDate: next.dueDate };
}

export type ClosureVerdict = { ok: true; redeemablePaise: number } | { ok: false; reason: 'closed' | 'complete' };

/**
 * Closing a plan early: the amount paid becomes redeemable against jewellery, without the bonus
 * (never refunded in cash). A plan whose instalments are all paid is not closed early: it
 * matures with its bonus.
 */
export function earlyClosure(standing: GoldPlanStanding): ClosureVerdict {
  if (standing.state === 'closed') return { ok: false, reason: 'closed' };
  if (standing.state !== 'active') return { ok: false, reason: 'complete' };
  return { ok: true, redeemablePaise: standing.paidPaise };
}

export type MonthlyAmountVerdict = { ok: true } | { ok: false; reason: 'whole-hundreds' | 'below-minimum' | 'above-maximum' };

/** A monthly amount the plan takes: whole hundreds of rupees, from its minimum to its maximum. */
export function checkMonthlyAmount(monthlyPaise: number, plan: { minMonthlyPaise: number; maxMonthlyPaise: number }): MonthlyAmountVerdict {
  if (!Number.isInteger(monthlyPaise) || monthlyPaise <= 0 || monthlyPaise % GOLD_PLAN_LIMITS.monthlyStepPaise !== 0) return { ok: false, reason: 'whole-hundreds' };
  if (monthlyPaise < plan.minMonthlyPaise) return { ok: false, reason: 'below-minimum' };
  if (monthlyPaise > plan.maxMonthlyPaise) return { ok: false, reason: 'above-maximum' };
  return { ok: true };
}
