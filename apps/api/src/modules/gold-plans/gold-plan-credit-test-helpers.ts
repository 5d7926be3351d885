import { eq } from 'drizzle-orm';
import { addPlanMonths } from '@aabhushan/shared/rules/gold-plan-dates';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import { goldPlanEnrolments, goldPlanInstalments } from '../../db/schema/index';
import { newId } from '../../lib/new-id';
import type { TestApp } from '../../test/create-test-app';
import { SEEDED_PLAN_ID } from './gold-plans-test-helpers';

/** Test helpers for redeeming gold plans (used only by *.test.ts files). */

/** The first day of the month `months` before today's month in India (YYYY-MM-DD). */
export function monthsAgo(months: number, now = new Date()): string {
  const [year, month] = indianDateOf(now).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

export interface PlanSetUp {
  /** Instalments the plan has (10 unless told). */
  instalments?: number;
  /** Instalments paid, each on its due date (all unless told). */
  paid?: number;
  monthlyPaise?: number;
  /** The enrolment day; 11 months back by default, so a 10-instalment plan has matured. */
  startDate?: string;
  closed?: boolean;
}

/**
 * An enrolment of the seeded plan written straight into the tables, its instalments paid in cash
 * on their due dates (the customer stands in for the staff member). The default: ten instalments
 * of ₹5,000 paid on time, matured: ₹50,000 paid in and a ₹5,000 bonus, ₹55,000 redeemable.
 */
export async function setUpPlan(t: TestApp, userId: string, setUp: PlanSetUp = {}): Promise<string> {
  const instalments = setUp.instalments ?? 10;
  const paid = setUp.paid ?? instalments;
  const monthlyPaise = setUp.monthlyPaise ?? 500_000;
  const startDate = setUp.startDate ?? monthsAgo(instalments + 1);
  const id = newId();
  await t.database.db.insert(goldPlanEnrolments).values({ id, planId: SEEDED_PLAN_ID, userId, monthlyPaise, instalments, bonusPercent: 100, startDate, status: setUp.closed ? 'closed' : 'active', closedAt: setUp.closed ? new Date() : null });
  for (let number = 1; number <= paid; number += 1) {
    await t.database.db.insert(goldPlanInstalments).values({ id: newId(), enrolmentId: id, number, amountPaise: monthlyPaise, paidOn: addPlanMonths(startDate, number - 1), via: 'cash', recordedBy: userId });
  }
  return id;
}

export async function enrolmentRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(goldPlanEnrolments).where(eq(goldPlanEnrolments.id, id));
  return row!;
}
