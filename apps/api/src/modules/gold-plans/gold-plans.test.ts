import { addPlanMonths } from '@aabhushan/shared/rules/gold-plan-dates';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import { GOLD_PLAN_MESSAGES as M } from '@aabhushan/shared/schemas/gold-plans';
import { PAYMENT_MESSAGES } from '@aabhushan/shared/schemas/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldPlans } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { refusal } from '../../test/refusal';
import { call, capturedEvent, eventCount, sendWebhook, signIn, signInStaff, WEBHOOK_SECRET } from '../payments/payments-test-helpers';
import { ADMIN_GOLD_PLAN_MESSAGES } from '@aabhushan/shared/schemas/gold-plans';
import { enrol, instalmentRows, paidOnTime, payInTestGateway, planPaymentRows, SEEDED_PLAN_ID, startedOn } from './gold-plans-test-helpers';

describe('gold plans API: plans, enrolment, instalments through the payment path of orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  });
  afterAll(() => t.close());
  const today = () => indianDateOf(new Date());

  it('GET /api/public/gold-plans answers the active plans: the seeded 10-month plan, amounts in rupees, terms in four languages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/gold-plans' });
    expect(response.statusCode).toBe(200);
    const plans = response.json().data;
    expect(plans).toEqual([expect.objectContaining({ id: SEEDED_PLAN_ID, instalments: 10, minMonthly: 1000, maxMonthly: 50000, bonusPercent: 100 })]);
    const terms = plans[0].terms;
    expect(Object.keys(terms).sort()).toEqual(['en', 'hi', 'ta', 'te']);
    expect(terms.en).toContain('refunded in cash');
    expect(terms.en).toContain('without the bonus');
    expect(terms.en).toContain('one month for each month begun late');
  });

  it('enrols: 201 with the schedule from today, balance 0, maturity after ten months, the bonus of one instalment', async () => {
    const customer = await signIn(t);
    const response = await call(t, 'POST', '/api/gold-plans/enrol', customer.authorization, { planId: SEEDED_PLAN_ID, monthlyAmount: 2500 });
    expect(response.statusCode, response.body).toBe(201);
    const enrolment = response.json().data;
    const start = today();
    expect(enrolment).toMatchObject({
      status: 'active', monthlyAmount: 2500, startDate: start, paidInstalments: 0, balance: 0, due: 25000, nextInstalment: 1, nextDueDate: start,
      maturityDate: addPlanMonths(start, 10), bonus: 2500, redeemable: 0,
    });
    expect(enrolment.schedule).toHaveLength(10);
    expect(enrolment.schedule[9]).toEqual({ number: 10, dueDate: addPlanMonths(start, 9), amount: 2500, paidOn: null, monthsLate: 0, via: null });
  });

  it('refuses amounts outside the range or not in whole hundreds, an unknown or closed plan, and a guest', async () => {
    const customer = await signIn(t);
    const enrolWith = (body: object) => call(t, 'POST', '/api/gold-plans/enrol', customer.authorization, body);
    expect((await enrolWith({ planId: SEEDED_PLAN_ID, monthlyAmount: 900 })).json()).toEqual(refusal(M.belowMinimum('₹1,000')));
    expect((await enrolWith({ planId: SEEDED_PLAN_ID, monthlyAmount: 50100 })).json()).toEqual(refusal(M.aboveMaximum('₹50,000')));
    const notHundreds = await enrolWith({ planId: SEEDED_PLAN_ID, monthlyAmount: 2550 });
    expect(notHundreds.statusCode).toBe(400);
    expect(notHundreds.json()).toEqual(refusal(M.wholeHundreds));
    expect((await enrolWith({ planId: SEEDED_PLAN_ID, monthlyAmount: 2500.5 })).json().message).toBe(M.wholeHundreds);
    expect((await enrolWith({ planId: SEEDED_PLAN_ID })).json().message).toBe(M.monthlyAmount);
    const unknown = await enrolWith({ planId: 'no-such-plan', monthlyAmount: 2500 });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, M.notFound]);
    await t.database.db.insert(goldPlans).values({ id: 'closed-plan', name: { en: 'Old plan' }, terms: { en: 'Old terms' }, instalments: 6, minMonthlyPaise: 1_000_00, maxMonthlyPaise: 5_000_00, bonusPercent: 50, isActive: false });
    const inactive = await enrolWith({ planId: 'closed-plan', monthlyAmount: 2000 });
    expect([inactive.statusCode, inactive.json().message]).toEqual([409, M.inactive]);
    expect((await t.app.inject({ method: 'POST', url: '/api/gold-plans/enrol', payload: { planId: SEEDED_PLAN_ID, monthlyAmount: 2500 } })).statusCode).toBe(401);
    const publicPlans = (await t.app.inject({ method: 'GET', url: '/api/public/gold-plans' })).json().data;
    expect(publicPlans.map((plan: { id: string }) => plan.id)).not.toContain('closed-plan');
  });

  it('pays the first instalment through the test gateway and verify; verify again and the webhook record it once', async () => {
    const customer = await signIn(t);
    const enrolment = await enrol(t, customer.authorization, 5000);
    const { order, checkout } = await payInTestGateway(t, customer.authorization, enrolment.id);
    expect(order).toMatchObject({ amount: 5000_00, currency: 'INR', key: null, provider: 'test', instalment: 1, enrolmentId: enrolment.id });
    const verified = await call(t, 'POST', '/api/payments/verify', customer.authorization, { ...checkout, gold_plan_id: enrolment.id });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.payment).toMatchObject({ status: 'captured', orderId: null, goldPlanId: enrolment.id, goldPlanInstalment: 1, amount: 5000 });
    expect(verified.json().data.goldPlan).toMatchObject({ paidInstalments: 1, balance: 5000, due: 45000, nextInstalment: 2, nextDueDate: addPlanMonths(today(), 1) });
    expect(verified.json().data.goldPlan.schedule[0]).toMatchObject({ paidOn: today(), via: 'online', monthsLate: 0 });
    // Verify replayed, the webhook twice with one event id and once with another: nothing more.
    expect((await call(t, 'POST', '/api/payments/verify', customer.authorization, { ...checkout, gold_plan_id: enrolment.id })).statusCode).toBe(200);
    const events = await eventCount(t);
    const event = capturedEvent(checkout.razorpay_order_id, checkout.razorpay_payment_id);
    expect((await sendWebhook(t, event, { eventId: 'evt_gold_1' })).statusCode).toBe(200);
    expect((await sendWebhook(t, event, { eventId: 'evt_gold_1' })).json().message).toBe('Webhook already processed');
    expect((await sendWebhook(t, capturedEvent(checkout.razorpay_order_id, checkout.razorpay_payment_id, 'order.paid'))).statusCode).toBe(200);
    expect(await eventCount(t)).toBe(events + 2);
    expect((await instalmentRows(t, enrolment.id)).map((row) => [row.number, row.via, row.amountPaise])).toEqual([[1, 'online', 5000_00]]);
    expect((await planPaymentRows(t, enrolment.id)).map((row) => row.status)).toEqual(['captured']);
  });

  it('the webhook alone records an instalment a shopper paid and never verified', async () => {
    const customer = await signIn(t);
    const enrolment = await enrol(t, customer.authorization);
    const { checkout } = await payInTestGateway(t, customer.authorization, enrolment.id);
    expect((await sendWebhook(t, capturedEvent(checkout.razorpay_order_id, checkout.razorpay_payment_id))).statusCode).toBe(200);
    const mine = (await call(t, 'GET', '/api/gold-plans/mine', customer.authorization)).json().data;
    expect(mine).toEqual([expect.objectContaining({ id: enrolment.id, paidInstalments: 1, balance: 5000 })]);
  });

  it('a paid attempt nobody verified is found at the gateway before another is opened: recorded once, nothing more due yet', async () => {
    const customer = await signIn(t);
    const enrolment = await enrol(t, customer.authorization);
    await payInTestGateway(t, customer.authorization, enrolment.id);
    const again = await call(t, 'POST', `/api/gold-plans/${enrolment.id}/pay`, customer.authorization);
    expect([again.statusCode, again.json().message]).toEqual([409, M.notYetDue(addPlanMonths(today(), 1))]);
    expect((await instalmentRows(t, enrolment.id)).map((row) => [row.number, row.via])).toEqual([[1, 'online']]);
    expect((await planPaymentRows(t, enrolment.id)).map((row) => row.status)).toEqual(['captured']);
  });

  it('refuses a forged signature, another customer, and verify without an order or plan', async () => {
    const customer = await signIn(t);
    const enrolment = await enrol(t, customer.authorization);
    const { checkout } = await payInTestGateway(t, customer.authorization, enrolment.id);
    const forged = await call(t, 'POST', '/api/payments/verify', customer.authorization, { ...checkout, razorpay_signature: '0'.repeat(64), gold_plan_id: enrolment.id });
    expect([forged.statusCode, forged.json().message]).toEqual([400, PAYMENT_MESSAGES.verificationFailed]);
    const other = await signIn(t, 'Someone Else');
    expect((await call(t, 'POST', '/api/payments/verify', other.authorization, { ...checkout, gold_plan_id: enrolment.id })).statusCode).toBe(400);
    expect((await call(t, 'POST', `/api/gold-plans/${enrolment.id}/pay`, other.authorization)).statusCode).toBe(404);
    expect((await call(t, 'POST', '/api/payments/verify', customer.authorization, checkout)).json().message).toBe(PAYMENT_MESSAGES.invalidOrderId);
    expect(await instalmentRows(t, enrolment.id)).toEqual([]);
  });

  it('nothing due before the next due date; a late instalment moves maturity and lowers the bonus', async () => {
    const customer = await signIn(t);
    const enrolment = await enrol(t, customer.authorization, 1000);
    const first = await payInTestGateway(t, customer.authorization, enrolment.id);
    expect((await call(t, 'POST', '/api/payments/verify', customer.authorization, { ...first.checkout, gold_plan_id: enrolment.id })).statusCode).toBe(200);
    const early = await call(t, 'POST', `/api/gold-plans/${enrolment.id}/pay`, customer.authorization);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual(refusal(M.notYetDue(addPlanMonths(today(), 1))));
    // As if enrolled three months ago with the first instalment paid then: the second, due two
    // months ago, is paid today, more than a month late.
    const start = addPlanMonths(today(), -3);
    await startedOn(t, enrolment.id, start);
    await paidOnTime(t, enrolment.id, start);
    const { checkout } = await payInTestGateway(t, customer.authorization, enrolment.id);
    const answer = (await call(t, 'POST', '/api/payments/verify', customer.authorization, { ...checkout, gold_plan_id: enrolment.id })).json().data.goldPlan;
    expect(answer.schedule[1]).toMatchObject({ dueDate: addPlanMonths(start, 1), paidOn: today() });
    expect(answer.schedule[1].monthsLate).toBeGreaterThanOrEqual(1);
    const late = answer.schedule[1].monthsLate;
    expect(answer).toMatchObject({ maturityDate: addPlanMonths(start, 10 + late), bonus: 900, nextDueDate: addPlanMonths(start, 2 + late) });
  });

  it('closing early keeps the amount paid redeemable without bonus; a closed plan takes nothing more; staff refund no instalment in cash', async () => {
    const customer = await signIn(t);
    const enrolment = await enrol(t, customer.authorization, 3000);
    const { checkout } = await payInTestGateway(t, customer.authorization, enrolment.id);
    expect((await call(t, 'POST', '/api/payments/verify', customer.authorization, { ...checkout, gold_plan_id: enrolment.id })).statusCode).toBe(200);
    const closed = await call(t, 'POST', `/api/gold-plans/${enrolment.id}/close`, customer.authorization);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'closed', balance: 3000, bonus: 0, redeemable: 3000, due: 0, nextDueDate: null });
    const again = await call(t, 'POST', `/api/gold-plans/${enrolment.id}/close`, customer.authorization);
    expect([again.statusCode, again.json().message]).toEqual([409, M.closed]);
    const pay = await call(t, 'POST', `/api/gold-plans/${enrolment.id}/pay`, customer.authorization);
    expect([pay.statusCode, pay.json().message]).toEqual([409, M.closed]);
    const staff = await signInStaff(t);
    const [payment] = await planPaymentRows(t, enrolment.id);
    const refund = await call(t, 'POST', '/api/payments/refund', staff.authorization, { payment_id: payment!.id, reason: 'Customer asked for cash' });
    expect([refund.statusCode, refund.json().message]).toEqual([400, ADMIN_GOLD_PLAN_MESSAGES.noCashRefund]);
    expect((await planPaymentRows(t, enrolment.id))[0]!.status).toBe('captured');
  });

  it('a payment for an instalment of a plan closed meanwhile goes back', async () => {
    const customer = await signIn(t);
    const enrolment = await enrol(t, customer.authorization);
    const { checkout } = await payInTestGateway(t, customer.authorization, enrolment.id);
    expect((await call(t, 'POST', `/api/gold-plans/${enrolment.id}/close`, customer.authorization)).statusCode).toBe(200);
    await call(t, 'POST', '/api/payments/verify', customer.authorization, { ...checkout, gold_plan_id: enrolment.id });
    expect((await planPaymentRows(t, enrolment.id)).map((row) => row.status)).toEqual(['refunded']);
    expect(await instalmentRows(t, enrolment.id)).toEqual([]);
  });

  it('every instalment paid: nothing due', async () => {
    const customer = await signIn(t);
    const enrolment = await enrol(t, customer.authorization, 1000);
    const start = addPlanMonths(today(), -9);
    await startedOn(t, enrolment.id, start);
    for (let number = 1; number <= 10; number += 1) {
      const { checkout } = await payInTestGateway(t, customer.authorization, enrolment.id);
      expect((await call(t, 'POST', '/api/payments/verify', customer.authorization, { ...checkout, gold_plan_id: enrolment.id })).statusCode).toBe(200);
      await paidOnTime(t, enrolment.id, start);
    }
    const done = await call(t, 'POST', `/api/gold-plans/${enrolment.id}/pay`, customer.authorization);
    expect([done.statusCode, done.json().message]).toEqual([409, M.allPaid]);
    const [mine] = (await call(t, 'GET', '/api/gold-plans/mine', customer.authorization)).json().data;
    expect(mine).toMatchObject({ status: 'complete', paidInstalments: 10, balance: 10000, due: 0, nextDueDate: null, bonus: 1000, maturityDate: addPlanMonths(start, 10) });
  });
});
