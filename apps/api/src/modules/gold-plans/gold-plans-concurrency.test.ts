import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, capturedEvent, sendWebhook, signIn, WEBHOOK_SECRET } from '../payments/payments-test-helpers';
import { enrol, instalmentRows, openInstalmentPayment, payAtTestGateway, payInTestGateway, planPaymentRows } from './gold-plans-test-helpers';

/**
 * Payments of one gold plan instalment racing. PGlite has a single connection, so requests never
 * overlap there: this runs on PostgreSQL only, where the payment row's and the enrolment's locks
 * and the unique instalment number do the work.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('gold plan instalments under concurrent payments (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  });
  afterAll(() => t.close());

  it('verify x5 and the webhook x5 for one payment at once: one captured payment, the instalment recorded once', async () => {
    const customer = await signIn(t);
    const enrolment = await enrol(t, customer.authorization);
    const { checkout } = await payInTestGateway(t, customer.authorization, enrolment.id);
    const event = capturedEvent(checkout.razorpay_order_id, checkout.razorpay_payment_id);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => call(t, 'POST', '/api/payments/verify', customer.authorization, { ...checkout, gold_plan_id: enrolment.id })),
      ...Array.from({ length: 5 }, (_, i) => sendWebhook(t, event, { eventId: `evt_gold_race_${i % 2}` })),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect((await planPaymentRows(t, enrolment.id)).map((row) => row.status)).toEqual(['captured']);
    expect((await instalmentRows(t, enrolment.id)).map((row) => row.number)).toEqual([1]);
  });

  it('two payments of the same instalment (two provider orders) verified at once: one recorded, the other refunded', async () => {
    const customer = await signIn(t);
    const enrolment = await enrol(t, customer.authorization);
    // The first Checkout failed, a second was opened, and then both were paid in two tabs.
    const firstOrder = await openInstalmentPayment(t, customer.authorization, enrolment.id);
    await t.database.db.update(payments).set({ status: 'failed' }).where(eq(payments.providerOrderId, firstOrder.razorpay_order_id));
    const secondOrder = await openInstalmentPayment(t, customer.authorization, enrolment.id);
    expect(secondOrder.razorpay_order_id).not.toBe(firstOrder.razorpay_order_id);
    const checkouts = [await payAtTestGateway(t, customer.authorization, firstOrder.razorpay_order_id), await payAtTestGateway(t, customer.authorization, secondOrder.razorpay_order_id)];
    const answers = await Promise.all(
      checkouts.flatMap((checkout) => [
        call(t, 'POST', '/api/payments/verify', customer.authorization, { ...checkout, gold_plan_id: enrolment.id }),
        sendWebhook(t, capturedEvent(checkout.razorpay_order_id, checkout.razorpay_payment_id)),
      ]),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const instalments = await instalmentRows(t, enrolment.id);
    expect(instalments.map((row) => row.number)).toEqual([1]);
    const rows = await planPaymentRows(t, enrolment.id);
    expect(rows.map((row) => row.status).sort()).toEqual(['captured', 'refunded']);
    expect(rows.find((row) => row.status === 'captured')!.id).toBe(instalments[0]!.paymentId);
  });

  it('parallel pay calls for one instalment open one provider order', async () => {
    const customer = await signIn(t);
    const enrolment = await enrol(t, customer.authorization);
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(t, 'POST', `/api/gold-plans/${enrolment.id}/pay`, customer.authorization)));
    expect(new Set(answers.map((answer) => answer.json().data.razorpay_order_id)).size).toBe(1);
    expect(await planPaymentRows(t, enrolment.id)).toHaveLength(1);
  });
});
