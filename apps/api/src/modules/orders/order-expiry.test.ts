import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders } from '../../db/schema/index';
import type { Mailer } from '../../lib/mail/mailer';
import type { TestApp } from '../../test/create-test-app';
import { expireUnpaidOrders, startExpiryJob } from './order-expiry';
import { call, couponUsed, createOrdersTestApp, makeCoupon, placeOk, plainProducts, shopper, stock, stockOf } from './orders-test-helpers';

const MINUTE = 60 * 1000;
/** The store's payment hold as it opened (15 minutes). */
const EXPIRY_NOTE = 'Payment not received within 15 minutes';
const quietMailer: Mailer = { kind: 'outbox', send: async () => {} };

describe('the unpaid-order expiry job', () => {
  let t: TestApp;
  let piece: Awaited<ReturnType<typeof plainProducts>>[number] | undefined;
  const deps = () => ({ db: t.database.db, mailer: quietMailer });
  const row = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const history = async (id: string) => (await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id))).map((entry) => [entry.status, entry.changedBy, entry.notes]);

  beforeAll(async () => {
    t = await createOrdersTestApp();
    [piece] = await plainProducts(t, 1);
    await stock(t, piece!, { salePricePaise: 300_000, mrpPaise: 300_000, stockQuantity: 40, codAvailable: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('cancels online orders unpaid after the 15-minute hold, releasing stock and coupon use, once', async () => {
    const coupon = await makeCoupon(t, { value: 10_000 });
    const who = await shopper(t, piece!, 3);
    await call(t, 'POST', '/api/v1/cart/coupons/apply', who.authorization, { couponCode: coupon.code });
    const before = await stockOf(t, piece!.id);
    const order = await placeOk(t, who);
    const codShopper = await shopper(t, piece!, 1);
    const cod = await placeOk(t, codShopper, { paymentMethod: 'cod' });
    expect((await call(t, 'POST', '/api/payments/cod', codShopper.authorization, { order_id: cod.id })).statusCode).toBe(200);
    const paid = await placeOk(t, await shopper(t, piece!, 1));
    await t.database.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, paid.id));
    expect(await couponUsed(t, coupon.id)).toBe(1);
    const created = new Date(order.createdAt).getTime();

    expect(await expireUnpaidOrders(deps(), new Date(created + 15 * MINUTE - 1000))).toEqual([]);
    const expired = await expireUnpaidOrders(deps(), new Date(Date.now() + 16 * MINUTE));
    expect(expired).toContain(order.id);
    expect(expired).not.toContain(cod.id);
    expect(expired).not.toContain(paid.id);
    expect(await row(order.id)).toMatchObject({ status: 'cancelled', cancelReason: EXPIRY_NOTE, paymentStatus: 'pending' });
    expect(await stockOf(t, piece!.id)).toBe(before - 2);
    expect(await couponUsed(t, coupon.id)).toBe(0);
    expect(await history(order.id)).toEqual([['pending', 'customer', 'Order placed'], ['cancelled', 'system', EXPIRY_NOTE]]);
    // A second run finds nothing left to do.
    expect(await expireUnpaidOrders(deps(), new Date(Date.now() + 32 * MINUTE))).toEqual([]);
    expect(await history(order.id)).toHaveLength(2);
  });

  it('holds a cash-on-delivery order only until it is confirmed, as the staff setting says', async () => {
    const { storeSettings, applyStoredSettings, editablePart } = await import('../settings/store-settings');
    const opening = editablePart(storeSettings());
    applyStoredSettings({ ...opening, paymentHoldMinutes: 40 });
    try {
      const order = await placeOk(t, await shopper(t, piece!, 1), { paymentMethod: 'cod' });
      const created = new Date(order.createdAt).getTime();
      expect(new Date(order.expiresAt!).getTime() - created).toBe(40 * MINUTE);
      expect(await expireUnpaidOrders(deps(), new Date(created + 39 * MINUTE))).not.toContain(order.id);
      expect(await expireUnpaidOrders(deps(), new Date(created + 40 * MINUTE))).toContain(order.id);
      expect(await row(order.id)).toMatchObject({ status: 'cancelled', cancelReason: 'Cash on delivery not confirmed within 40 minutes' });
    } finally {
      applyStoredSettings(opening);
    }
  });

  it('expires a failed payment too, and the customer hears about it', async () => {
    const subjects: string[] = [];
    const mailer: Mailer = { kind: 'outbox', send: async (message) => void subjects.push(message.subject) };
    const order = await placeOk(t, await shopper(t, piece!, 1));
    await t.database.db.update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, order.id));
    expect(await expireUnpaidOrders({ db: t.database.db, mailer }, new Date(Date.now() + 31 * MINUTE))).toEqual([order.id]);
    expect(subjects).toEqual([`Your Aabhushan order ${order.orderNumber} is cancelled`]);
  });

  it('runs on an interval, unref\'d, and stops cleanly', async () => {
    const order = await placeOk(t, await shopper(t, piece!, 1));
    const job = startExpiryJob(deps(), { intervalMs: 20, now: () => new Date(Date.now() + 31 * MINUTE) });
    for (let i = 0; i < 200 && (await row(order.id)).status !== 'cancelled'; i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    await job.stop();
    expect((await row(order.id)).status).toBe('cancelled');
  });
});

/** Two instances on one PostgreSQL: SKIP LOCKED must hand each order to exactly one of them. */
describe.runIf(process.env.TEST_DB === 'postgres')('the expiry job on two instances at once (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createOrdersTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('never cancels one order twice and writes its history once', async () => {
    const [piece] = await plainProducts(t, 1);
    await stock(t, piece!, { salePricePaise: 100_000, mrpPaise: 100_000, stockQuantity: 100 });
    const placed = [];
    for (let i = 0; i < 12; i += 1) placed.push(await placeOk(t, await shopper(t, piece!, 1)));
    expect(await stockOf(t, piece!.id)).toBe(88);
    const later = new Date(Date.now() + 31 * MINUTE);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => expireUnpaidOrders({ db: t.database.db, mailer: quietMailer }, later)));
    const all = [...a!, ...b!, ...c!];
    expect(all).toHaveLength(12);
    expect(new Set(all).size).toBe(12);
    expect(await stockOf(t, piece!.id)).toBe(100);
    for (const order of placed) {
      const rows = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
      expect(rows.filter((entry) => entry.status === 'cancelled')).toHaveLength(1);
    }
  });
});
