import { goldPlanStanding } from '@aabhushan/shared/rules/gold-plan';
import { paiseToRupees } from '@aabhushan/shared/rules/money';
import type { GoldPlanEnrolment, GoldPlanRedemption, PublicGoldPlan } from '@aabhushan/shared/schemas/gold-plans';
import type { EnrolmentRow, GoldPlanRow, InstalmentRow } from './gold-plans.repository';

export function toPublicPlan(row: GoldPlanRow): PublicGoldPlan {
  return {
    id: row.id,
    name: row.name,
    instalments: row.instalments,
    minMonthly: paiseToRupees(row.minMonthlyPaise),
    maxMonthly: paiseToRupees(row.maxMonthlyPaise),
    bonusPercent: row.bonusPercent,
    terms: row.terms,
  };
}

/** Where an enrolment stands on `today` (the rules of rules/gold-plan.ts), as the API answers it: rupees. */
export function standingOf(enrolment: EnrolmentRow, instalments: InstalmentRow[], today: string) {
  const terms = { startDate: enrolment.startDate, instalments: enrolment.instalments, monthlyPaise: enrolment.monthlyPaise, bonusPercent: enrolment.bonusPercent };
  return goldPlanStanding(terms, instalments.map((row) => ({ number: row.number, paidOn: row.paidOn })), today, enrolment.status === 'closed');
}

export function toEnrolment(enrolment: EnrolmentRow, plan: GoldPlanRow, instalments: InstalmentRow[], today: string, redeemedPaise: number, redemptions: GoldPlanRedemption[]): GoldPlanEnrolment {
  const standing = standingOf(enrolment, instalments, today);
  const via = new Map(instalments.map((row) => [row.number, row.via as 'online' | 'cash']));
  return {
    id: enrolment.id,
    planId: plan.id,
    planName: plan.name,
    status: standing.state,
    monthlyAmount: paiseToRupees(enrolment.monthlyPaise),
    instalments: enrolment.instalments,
    bonusPercent: enrolment.bonusPercent,
    startDate: enrolment.startDate,
    schedule: standing.schedule.map((instalment) => ({
      number: instalment.number,
      dueDate: instalment.dueDate,
      amount: paiseToRupees(instalment.amountPaise),
      paidOn: instalment.paidOn,
      monthsLate: instalment.monthsLate,
      via: via.get(instalment.number) ?? null,
    })),
    paidInstalments: standing.paidInstalments,
    balance: paiseToRupees(standing.paidPaise),
    due: paiseToRupees(standing.remainingPaise),
    nextInstalment: standing.nextInstalment,
    nextDueDate: standing.nextDueDate,
    maturityDate: standing.maturityDate,
    bonus: paiseToRupees(standing.bonusPaise),
    redeemable: paiseToRupees(standing.redeemablePaise),
    redeemed: paiseToRupees(redeemedPaise),
    creditLeft: paiseToRupees(Math.max(0, standing.redeemablePaise - redeemedPaise)),
    redemptions,
    createdAt: enrolment.createdAt.toISOString(),
  };
}
