import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOLD_PLAN_MESSAGES } from '@aabhushan/shared/schemas/gold-plans';
import { ORDER_MESSAGES } from '@aabhushan/shared/schemas/orders';
import { PAYMENT_MESSAGES } from '@aabhushan/shared/schemas/payments';
import { goldPlanRedemptions, orders, payments } from '../../db/schema/index';
import type { Mailer } from '../../lib/mail/mailer';
import type { TestApp } from '../../test/create-test-app';
import { readServedPdfText as pdfText } from '../../test/pdf-text';
import { signInUnverified } from '../../test/signed-in-customer';
import { setUpPlan } from '../gold-plans/gold-plan-credit-test-helpers';
import { expireUnpaidOrders } from './order-expiry';
import { addToCart, call, createOrdersTestApp, place, plainProducts, saveAddress, signIn, signInStaff, stock, stockOf } from './orders-test-helpers';

/** Redeeming a matured (or closed-early) gold plan at checkout: a payment, not a discount. */
describe('orders paid from a gold plan', () => {
  let t: TestApp;
  let piece: Awaited<ReturnType<typeof plainProducts>>[number] | undefined;
  let otherPiece: Awaited<ReturnType<typeof plainProducts>>[number] | undefined;
  const quietMailer: Mailer = { kind: 'outbox', send: async () => {} };

  beforeAll(async () => {
    t = await createOrdersTestApp();
    [piece, otherPiece] = await plainProducts(t, 2);
    // ₹30,000 a piece (GST included), cash on delivery allowed.
    await stock(t, piece!, { salePricePaise: 3_000_000, mrpPaise: 3_000_000, stockQuantity: 100, codAvailable: true });
    await stock(t, otherPiece!, { salePricePaise: 1_000_000, mrpPaise: 1_000_000, stockQuantity: 100, codAvailable: true });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A signed-in customer with a Jaipur address. */
  async function customer() {
    const who = await signIn(t);
    return { ...who, addressId: await saveAddress(t, who.userId) };
  }

  async function order(who: { authorization: string; addressId: string }, pieces: number, more: object) {
    await addToCart(t, who.authorization, piece!.id, pieces);
    return place(t, who.authorization, { addressId: who.addressId, shippingMethod: 'standard', paymentMethod: 'upi', ...more });
  }

  async function planAnswer(who: { authorization: string }, id: string) {
    const response = await call(t, 'GET', `/api/gold-plans/${id}`, who.authorization);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { status: string; redeemable: number; redeemed: number; creditLeft: number; redemptions: { orderId: string; orderNumber: string; amount: number; state: string }[] };
  }

  it('a matured plan pays for an order and shows on its invoice; a partial use leaves the rest for another order', async () => {
    const who = await customer();
    const plan = await setUpPlan(t, who.userId);
    expect(await planAnswer(who, plan)).toMatchObject({ status: 'matured', redeemable: 55_000, redeemed: 0, creditLeft: 55_000 });

    const paidInFull = await order(who, 1, { goldPlanId: plan });
    expect(paidInFull.statusCode, paidInFull.body).toBe(201);
    const first = paidInFull.json().data;
    // GST stays on the full value: the credit is a payment line, the totals are an ordinary order's.
    expect(first.totals).toMatchObject({ subtotal: 30_000, discountTotal: 0, grandTotal: 30_000, goldPlanCredit: 30_000, amountDue: 0 });
    expect(first.totals.taxTotal).toBeCloseTo(873.79, 2);
    expect(first).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', expiresAt: null });
    expect(first.statusHistory.map((entry: { status: string; notes: string }) => [entry.status, entry.notes])).toEqual([['pending', 'Order placed'], ['confirmed', 'Paid from gold plan']]);
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, first.id))).toEqual([]);
    expect(await planAnswer(who, plan)).toMatchObject({ redeemed: 30_000, creditLeft: 25_000 });

    const invoice = await t.app.inject({ method: 'GET', url: `/api/orders/${first.id}/invoice`, headers: { authorization: who.authorization } });
    expect(invoice.statusCode).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    for (const expected of ['Paid from gold plan', `Enrolment ${plan}`, '-30,000.00', 'Balance payable', '₹0.00', 'Payment', 'Gold plan', 'Invoice total', '₹30,000.00', 'CGST @ 1.5%']) expect(text, expected).toContain(expected);
    expect(text).not.toContain('coupon discount');

    // The ₹25,000 left pays part of a ₹60,000 order; the rest goes through the payment chosen.
    const partly = await order(who, 2, { goldPlanId: plan });
    expect(partly.statusCode, partly.body).toBe(201);
    const second = partly.json().data;
    expect(second.totals).toMatchObject({ grandTotal: 60_000, goldPlanCredit: 25_000, amountDue: 35_000 });
    expect(second).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const receipt = { currency: 'INR', receipt: second.orderNumber, notes: { order_id: second.id } };
    const whole = await call(t, 'POST', '/api/payments/create-order', who.authorization, { amount: 6_000_000, ...receipt });
    expect(whole.statusCode).toBe(400);
    expect(whole.json().message).toBe(PAYMENT_MESSAGES.amountMismatch);
    const rest = await call(t, 'POST', '/api/payments/create-order', who.authorization, { amount: 3_500_000, ...receipt });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.amount).toBe(3_500_000);
    expect(await planAnswer(who, plan)).toMatchObject({ redeemed: 55_000, creditLeft: 0 });
    // The plan lists the orders its credit paid, oldest first, with what each took.
    expect((await planAnswer(who, plan)).redemptions).toEqual([
      { orderId: first.id, orderNumber: first.orderNumber, amount: 30_000, state: 'taken' },
      { orderId: second.id, orderNumber: second.orderNumber, amount: 25_000, state: 'taken' },
    ]);
    const mine = await call(t, 'GET', '/api/gold-plans/mine', who.authorization);
    expect(mine.json().data[0].redemptions).toHaveLength(2);

    // Another piece (the waiting order stays: an order for the same piece would replace it and give its credit back).
    await addToCart(t, who.authorization, otherPiece!.id, 1);
    const nothingLeft = await place(t, who.authorization, { addressId: who.addressId, shippingMethod: 'standard', paymentMethod: 'cod', goldPlanId: plan });
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json().message).toBe(GOLD_PLAN_MESSAGES.noCreditLeft);
  });

  it('refuses an unknown plan, another customer\'s and one not ready to redeem, and places nothing', async () => {
    const who = await customer();
    const someoneElse = await customer();
    const theirs = await setUpPlan(t, someoneElse.userId);
    const active = await setUpPlan(t, who.userId, { startDate: '2026-11-01', paid: 1 });
    const before = await stockOf(t, piece!.id);
    for (const [goldPlanId, status, message] of [
      ['no-such-plan', 404, GOLD_PLAN_MESSAGES.enrolmentNotFound],
      [theirs, 404, GOLD_PLAN_MESSAGES.enrolmentNotFound],
      [active, 409, 'This gold plan is not ready to redeem yet: it matures on 2027-09-01'],
    ] as const) {
      await t.database.db.delete(orders).where(eq(orders.userId, who.userId));
      const response = await order(who, 1, { goldPlanId });
      expect(response.statusCode, goldPlanId).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await stockOf(t, piece!.id)).toBe(before);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, who.userId))).toEqual([]);
    expect((await call(t, 'POST', '/api/orders', who.authorization, { addressId: who.addressId, shippingMethod: 'standard', paymentMethod: 'upi', goldPlanId: '' })).json().message).toBe(GOLD_PLAN_MESSAGES.enrolmentNotFound);
  });

  it('a closed-early plan pays with what was paid in (no bonus); cash on delivery collects only the rest, its limit on the rest', async () => {
    const who = await customer();
    const closed = await setUpPlan(t, who.userId, { paid: 3, startDate: '2026-08-01', closed: true });
    expect(await planAnswer(who, closed)).toMatchObject({ status: 'closed', redeemable: 15_000, creditLeft: 15_000 });
    const placed = await order(who, 1, { goldPlanId: closed, paymentMethod: 'cod' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.totals).toMatchObject({ grandTotal: 30_000, goldPlanCredit: 15_000, amountDue: 15_000 });
    const cod = await call(t, 'POST', '/api/payments/cod', who.authorization, { order_id: placed.json().data.id });
    expect(cod.statusCode, cod.body).toBe(200);
    const [codPayment] = await t.database.db.select().from(payments).where(eq(payments.orderId, placed.json().data.id));
    expect(codPayment!.amountPaise).toBe(1_500_000);

    // ₹60,000 is above the ₹50,000 cash-on-delivery limit; with ₹55,000 from a plan the ₹5,000 left is not.
    const other = await customer();
    const refused = await order(other, 2, { paymentMethod: 'cod' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ORDER_MESSAGES.codNotAllowed);
    const plan = await setUpPlan(t, other.userId);
    const allowed = await place(t, other.authorization, { addressId: other.addressId, shippingMethod: 'standard', paymentMethod: 'cod', goldPlanId: plan });
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(allowed.json().data.totals).toMatchObject({ grandTotal: 60_000, goldPlanCredit: 55_000, amountDue: 5_000 });
  });

  it('an order the plan pays in full needs no verified e-mail; one with a rest to pay online still does', async () => {
    const who = await signInUnverified(t);
    const addressId = await saveAddress(t, who.userId);
    const plan = await setUpPlan(t, who.userId, { paid: 1, instalments: 2, startDate: '2026-10-01', closed: true });
    await addToCart(t, who.authorization, otherPiece!.id, 1);
    const rest = await place(t, who.authorization, { addressId, shippingMethod: 'standard', paymentMethod: 'upi', goldPlanId: plan, notes: 'rest' });
    expect(rest.statusCode).toBe(403);
    expect(rest.json().message).toBe(ORDER_MESSAGES.verifyEmailFirst);
    // ₹10,000 and ₹50 shipping, all from a plan holding ₹20,000.
    const full = await setUpPlan(t, who.userId, { paid: 1, instalments: 2, startDate: '2026-10-01', closed: true, monthlyPaise: 2_000_000 });
    const paid = await place(t, who.authorization, { addressId, shippingMethod: 'standard', paymentMethod: 'upi', goldPlanId: full });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', totals: { grandTotal: 10_050, goldPlanCredit: 10_050, amountDue: 0 } });
  });

  it('gives the credit back to the plan when the order is cancelled, expires unpaid, or is refunded after a return: never as cash', async () => {
    const who = await customer();
    const plan = await setUpPlan(t, who.userId);

    const cancelled = (await order(who, 1, { goldPlanId: plan })).json().data;
    expect(await planAnswer(who, plan)).toMatchObject({ creditLeft: 25_000 });
    const cancel = await call(t, 'POST', `/api/orders/${cancelled.id}/cancel`, who.authorization, { reason: 'Changed my mind' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Paid in full by the plan: cancelled, then refunded to the plan; no money goes anywhere else.
    expect(cancel.json().data).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    expect(await planAnswer(who, plan)).toMatchObject({ redeemed: 0, creditLeft: 55_000, redemptions: [{ orderId: cancelled.id, amount: 30_000, state: 'returned' }] });

    const unpaid = (await order(who, 2, { goldPlanId: plan })).json().data;
    expect(unpaid.totals).toMatchObject({ goldPlanCredit: 55_000, amountDue: 5_000 });
    expect(await planAnswer(who, plan)).toMatchObject({ creditLeft: 0 });
    // A new order for the same piece replaces the waiting one, which gives its credit back first.
    const replacing = (await order(who, 2, { goldPlanId: plan })).json().data;
    expect(replacing.totals).toMatchObject({ goldPlanCredit: 55_000, amountDue: 5_000 });
    expect(await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, unpaid.id))).toEqual([{ status: 'cancelled' }]);
    expect(await planAnswer(who, plan)).toMatchObject({ redeemed: 55_000, creditLeft: 0 });
    const expired = await expireUnpaidOrders({ db: t.database.db, mailer: quietMailer }, new Date(Date.now() + 16 * 60 * 1000));
    expect(expired).toContain(replacing.id);
    expect(await planAnswer(who, plan)).toMatchObject({ redeemed: 0, creditLeft: 55_000 });
    // The job running again gives nothing back twice.
    await expireUnpaidOrders({ db: t.database.db, mailer: quietMailer }, new Date(Date.now() + 32 * 60 * 1000));
    expect(await planAnswer(who, plan)).toMatchObject({ creditLeft: 55_000 });

    const returned = (await order(who, 1, { goldPlanId: plan })).json().data;
    await t.database.db.update(orders).set({ status: 'delivered', deliveredAt: new Date() }).where(eq(orders.id, returned.id));
    const back = await call(t, 'POST', `/api/orders/${returned.id}/return`, who.authorization, { reason: 'Does not fit' });
    expect(back.statusCode, back.body).toBe(200);
    expect(await planAnswer(who, plan)).toMatchObject({ creditLeft: 25_000 });
    const staff = await signInStaff(t);
    const refunded = await call(t, 'POST', `/api/admin/orders/${returned.id}/status`, staff.authorization, { status: 'refunded' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await planAnswer(who, plan)).toMatchObject({ redeemed: 0, creditLeft: 55_000 });
    const rows = await t.database.db.select().from(goldPlanRedemptions).where(eq(goldPlanRedemptions.orderId, returned.id));
    expect(rows.map((row) => [row.kind, row.amountPaise]).sort()).toEqual([['returned', -3_000_000], ['taken', 3_000_000]]);
  });
});
