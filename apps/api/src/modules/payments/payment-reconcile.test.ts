import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orders as ordersTable } from '../../db/schema/index';
import { FIRST_RETRY_MS } from '../../lib/jobs/job-backoff';
import { createMailQueue } from '../../lib/mail/mail-jobs';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { testCipher } from '../../test/test-cipher';
import { expireUnpaidOrders, paymentReconcileKey } from '../orders/order-expiry';
import { call, createFakeRazorpay, createPaymentOrder, paymentRows, placeOrder, readOrder, signIn } from './payments-test-helpers';

/** The order's hold ended a minute ago, as if the shopper had closed the tab after paying. */
async function holdEnded(t: TestApp, orderId: string): Promise<void> {
  await t.database.db.update(ordersTable).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(ordersTable.id, orderId));
}

/** One run of the expiry job, with the app's own mail path. */
const expireNow = (t: TestApp) => expireUnpaidOrders({ db: t.database.db, mailer: createMailQueue(t.database.db, testCipher) }, new Date());

const reconcileJobOf = async (t: TestApp, orderId: string) => (await t.database.db.select().from(jobs).where(eq(jobs.dedupeKey, paymentReconcileKey(orderId))))[0];

describe('payments reconciled before an unpaid order is cancelled (test gateway)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a shopper who paid and closed the tab before verify keeps the order: the payment is recorded as verify records it', async () => {
    const customer = await signIn(t);
    const order = await placeOrder(t, customer);
    const paymentOrder = await createPaymentOrder(t, customer.authorization, order);
    const paid = await call(t, 'POST', '/api/payments/test-gateway/pay', customer.authorization, { razorpay_order_id: paymentOrder.id, outcome: 'success' });
    expect(paid.statusCode).toBe(200);
    const paymentId = paid.json().data.razorpay_payment_id as string;
    // No verify: the tab was closed.
    await holdEnded(t, order.id);

    expect(await expireNow(t)).not.toContain(order.id);
    expect(await reconcileJobOf(t, order.id)).toBeDefined();
    await t.app.jobs.runDue();
    expect(await readOrder(t, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentReference: paymentId, cancelledAt: null });
    expect((await paymentRows(t, order.id)).map((row) => [row.status, row.providerPaymentId])).toEqual([['captured', paymentId]]);
    expect(await reconcileJobOf(t, order.id)).toMatchObject({ status: 'done' });
    // A later expiry run and the late verify change nothing.
    expect(await expireNow(t)).not.toContain(order.id);
    const verified = await call(t, 'POST', '/api/payments/verify', customer.authorization, { ...paid.json().data, order_id: order.id });
    expect(verified.statusCode).toBe(200);
    expect(await paymentRows(t, order.id)).toHaveLength(1);
  });

  it('an order that reached the gateway and was not paid there is cancelled after the check', async () => {
    const customer = await signIn(t);
    const order = await placeOrder(t, customer);
    await createPaymentOrder(t, customer.authorization, order);
    await holdEnded(t, order.id);
    expect(await expireNow(t)).toEqual([]);
    await t.app.jobs.runDue();
    expect(await readOrder(t, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
  });
});

describe('payments reconciled through Razorpay (a fake SDK client)', () => {
  let t: TestApp;
  const razorpay = createFakeRazorpay({ paymentStatus: 'captured', method: 'upi' });
  beforeAll(async () => {
    t = await createTestApp({ config: { RAZORPAY_KEY_ID: 'rzp_test_key', RAZORPAY_KEY_SECRET: 'razorpay-key-secret-for-tests' }, razorpayClient: razorpay });
  });
  afterAll(() => t.close());

  it('a gateway that cannot be reached cancels nothing: the check is tried again later, and decides then', async () => {
    const customer = await signIn(t);
    const order = await placeOrder(t, customer);
    const paymentOrder = await createPaymentOrder(t, customer.authorization, order);
    await holdEnded(t, order.id);
    razorpay.orders.fetchPayments.mockRejectedValue(new Error('getaddrinfo EAI_AGAIN api.razorpay.com'));
    expect(await expireNow(t)).toEqual([]);
    await t.app.jobs.runDue();
    expect(razorpay.orders.fetchPayments).toHaveBeenCalledWith(paymentOrder.id);
    expect(await readOrder(t, order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(await reconcileJobOf(t, order.id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'getaddrinfo EAI_AGAIN api.razorpay.com' });
    // The next expiry run leaves the order to its check: no second job, no cancel.
    expect(await expireNow(t)).toEqual([]);

    // Back, with the payment the shopper made meanwhile: recorded, the order confirmed.
    razorpay.orders.fetchPayments.mockResolvedValue({ items: [{ id: 'pay_Late1', order_id: paymentOrder.id, status: 'captured', method: 'upi', amount: order.grandTotalPaise }] });
    await t.app.jobs.runDue(new Date(Date.now() + 2 * FIRST_RETRY_MS));
    expect(await readOrder(t, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentReference: 'pay_Late1' });
    expect(await reconcileJobOf(t, order.id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('back with no payment: the order is cancelled as expired', async () => {
    const customer = await signIn(t);
    const order = await placeOrder(t, customer);
    await createPaymentOrder(t, customer.authorization, order);
    await holdEnded(t, order.id);
    razorpay.orders.fetchPayments.mockResolvedValue({ items: [] });
    await expireNow(t);
    await t.app.jobs.runDue();
    expect(await readOrder(t, order.id)).toMatchObject({ status: 'cancelled' });
  });
});
