import { and, eq } from 'drizzle-orm';
import { addPlanMonths } from '@aabhushan/shared/rules/gold-plan-dates';
import { expect } from 'vitest';
import { goldPlanEnrolments, goldPlanInstalments, payments } from '../../db/schema/index';
import { SEED_GOLD_PLAN } from '../../db/seed/gold-plans';
import type { TestApp } from '../../test/create-test-app';
import { call } from '../wishlist/wishlist-test-helpers';

/** Test helpers for the gold plans API (used only by *.test.ts files). */
export const SEEDED_PLAN_ID = SEED_GOLD_PLAN.id;

/** Enrols in the seeded plan for `monthlyAmount` rupees (asserting 201); answers the enrolment. */
export async function enrol(t: TestApp, authorization: string, monthlyAmount = 5000) {
  const response = await call(t, 'POST', '/api/gold-plans/enrol', authorization, { planId: SEEDED_PLAN_ID, monthlyAmount });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; schedule: Array<{ dueDate: string }>; startDate: string };
}

/** Opens the next instalment's payment (asserting 200); answers the provider order. */
export async function openInstalmentPayment(t: TestApp, authorization: string, enrolmentId: string) {
  const opened = await call(t, 'POST', `/api/gold-plans/${enrolmentId}/pay`, authorization);
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json().data as { razorpay_order_id: string; amount: number; instalment: number };
}

/** The TEST MODE dialog's Pay button for a provider order; answers Checkout's fields. */
export async function payAtTestGateway(t: TestApp, authorization: string, providerOrderId: string) {
  const paid = await call(t, 'POST', '/api/payments/test-gateway/pay', authorization, { razorpay_order_id: providerOrderId, outcome: 'success' });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json().data as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

/** Opens the next instalment's payment and pays it in the test gateway; answers both. */
export async function payInTestGateway(t: TestApp, authorization: string, enrolmentId: string) {
  const order = await openInstalmentPayment(t, authorization, enrolmentId);
  return { order, checkout: await payAtTestGateway(t, authorization, order.razorpay_order_id) };
}

/** Moves an enrolment's start (and so every due date) back, as if it was made on `startDate`. */
export async function startedOn(t: TestApp, enrolmentId: string, startDate: string) {
  await t.database.db.update(goldPlanEnrolments).set({ startDate }).where(eq(goldPlanEnrolments.id, enrolmentId));
}

/** Moves the instalments paid so far to their due dates from `startDate` (each paid on time). */
export async function paidOnTime(t: TestApp, enrolmentId: string, startDate: string) {
  for (const row of await instalmentRows(t, enrolmentId)) {
    const paidOn = addPlanMonths(startDate, row.number - 1);
    await t.database.db.update(goldPlanInstalments).set({ paidOn }).where(and(eq(goldPlanInstalments.enrolmentId, enrolmentId), eq(goldPlanInstalments.number, row.number)));
  }
}

export async function instalmentRows(t: TestApp, enrolmentId: string) {
  return t.database.db.select().from(goldPlanInstalments).where(eq(goldPlanInstalments.enrolmentId, enrolmentId)).orderBy(goldPlanInstalments.number);
}

export async function planPaymentRows(t: TestApp, enrolmentId: string) {
  return t.database.db.select().from(payments).where(eq(payments.goldPlanEnrolmentId, enrolmentId));
}
