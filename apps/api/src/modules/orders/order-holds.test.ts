import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderStatusHistory, orders, users } from '../../db/schema/index';
import type { TestApp } from '../../test/create-test-app';
import { signInUnverified } from '../../test/signed-in-customer';
import { applyStoredSettings, editablePart, storeSettings } from '../settings/store-settings';
import { expireUnpaidOrders } from './order-expiry';
import { REPLACED_NOTE } from './order-holds';
import {
  addToCart,
  call,
  couponUsed,
  createOrdersTestApp,
  makeCoupon,
  place,
  placeOk,
  plainProducts,
  saveAddress,
  shopper,
  stock,
  stockOf,
} from './orders-test-helpers';
import { refusal } from '../../test/refusal';

type Piece = Awaited<ReturnType<typeof plainProducts>>[number];
const MINUTE = 60_000;
const online = (who: { addressId: string }) => ({ addressId: who.addressId, shippingMethod: 'standard', paymentMethod: 'upi' });
const cod = (who: { addressId: string }) => ({ addressId: who.addressId, shippingMethod: 'standard', paymentMethod: 'cod' });

describe('holding stock fairly', () => {
  let t: TestApp;
  let pieces: Piece[];
  const email = async (userId: string) => (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;
  const lastMail = async (to: string) => (await t.app.jobs.runDue(), await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1))[0];

  beforeAll(async () => {
    t = await createOrdersTestApp();
    pieces = await plainProducts(t, 4);
    for (const piece of pieces) await stock(t, piece, { salePricePaise: 1_000_000, mrpPaise: 1_000_000, stockQuantity: 50, maxOrderQuantity: 10, codAvailable: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes online orders only from a verified e-mail; cash on delivery does not need it', async () => {
    const who = await signInUnverified(t);
    const addressId = await saveAddress(t, who.userId);
    await addToCart(t, who.authorization, pieces[0]!.id);
    const before = await stockOf(t, pieces[0]!.id);
    const refused = await place(t, who.authorization, online({ addressId }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal('Please verify your e-mail address to pay online. Cash on delivery does not need it.'));
    expect(await stockOf(t, pieces[0]!.id)).toBe(before);

    // The link again, from the checkout; opened, the same order goes through.
    const resent = await call(t, 'POST', '/api/auth/resend-verification', who.authorization);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ message: 'We have sent you a new verification link. It is valid for 24 hours.', data: { sent: true } });
    const link = new URL((await lastMail(await email(who.userId)))!.links[0]!);
    const opened = await call(t, 'GET', `${link.pathname}${link.search}`);
    expect(opened.headers.location).toBe('/login?verified=true');
    expect((await place(t, who.authorization, online({ addressId }))).statusCode).toBe(201);
    const again = await call(t, 'POST', '/api/auth/resend-verification', who.authorization);
    expect(again.json()).toMatchObject({ message: 'Your e-mail address is already verified.', data: { sent: false } });

    const codOnly = await signInUnverified(t);
    const codAddress = await saveAddress(t, codOnly.userId);
    await addToCart(t, codOnly.authorization, pieces[0]!.id);
    expect((await place(t, codOnly.authorization, cod({ addressId: codAddress }))).statusCode).toBe(201);
  });

  it('sends the verification link again at most 3 times a day', async () => {
    const who = await signInUnverified(t);
    for (let i = 0; i < 3; i += 1) expect((await call(t, 'POST', '/api/auth/resend-verification', who.authorization)).statusCode).toBe(200);
    const limited = await call(t, 'POST', '/api/auth/resend-verification', who.authorization);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests for this email\. Please try again in /);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets a customer have two unpaid online orders at a time, refusing a third', async () => {
    const who = await shopper(t, pieces[1]!, 1);
    await placeOk(t, who);
    await addToCart(t, who.authorization, pieces[2]!.id);
    const second = await placeOk(t, who);
    await addToCart(t, who.authorization, pieces[3]!.id);
    const before = await stockOf(t, pieces[3]!.id);
    const third = await place(t, who.authorization, online(who));
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual(refusal('You already have an order waiting for payment'));
    expect(await stockOf(t, pieces[3]!.id)).toBe(before);
    expect((await call(t, 'GET', '/api/v1/cart', who.authorization)).json().data.items).toHaveLength(1);

    // Cash on delivery is not an unpaid online order: it goes through.
    expect((await place(t, who.authorization, cod(who))).statusCode).toBe(201);
    // Once one of the two is paid, an online order is taken again.
    await t.database.db.update(orders).set({ paymentStatus: 'paid', status: 'confirmed', expiresAt: null }).where(eq(orders.id, second.id));
    await addToCart(t, who.authorization, pieces[3]!.id);
    expect((await place(t, who.authorization, online(who))).statusCode).toBe(201);
  });

  it('replaces a waiting order when the same pieces are ordered again: stock is held once, the coupon use goes back', async () => {
    const piece = pieces[1]!;
    const coupon = await makeCoupon(t, { value: 10_000, usageLimit: 1 });
    const who = await shopper(t, piece, 2);
    await call(t, 'POST', '/api/v1/cart/coupons/apply', who.authorization, { couponCode: coupon.code });
    const start = await stockOf(t, piece.id);
    const first = await placeOk(t, who);
    expect(await stockOf(t, piece.id)).toBe(start - 2);
    expect(await couponUsed(t, coupon.id)).toBe(1);

    // The shopper comes back (the payment window closed on a phone, say) and orders the piece again.
    await addToCart(t, who.authorization, piece.id, 1);
    await addToCart(t, who.authorization, pieces[2]!.id, 1);
    await placeOk(t, who);
    expect(await stockOf(t, piece.id)).toBe(start - 1);
    expect(await couponUsed(t, coupon.id)).toBe(0);
    const [old] = await t.database.db.select().from(orders).where(eq(orders.id, first.id));
    expect(old).toMatchObject({ status: 'cancelled', cancelReason: REPLACED_NOTE, expiresAt: null });
    const history = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, first.id));
    expect(history.map((entry) => [entry.status, entry.changedBy, entry.notes])).toContainEqual(['cancelled', 'customer', REPLACED_NOTE]);
  });

  it('renews the cached answer of a piece the replaced order gave back, though the new order does not hold it', async () => {
    const [kept, released] = await plainProducts(t, 2);
    await stock(t, kept!, { salePricePaise: 500_000, mrpPaise: 500_000, stockQuantity: 5 });
    await stock(t, released!, { salePricePaise: 500_000, mrpPaise: 500_000, stockQuantity: 1 });
    const quantityOf = async (slug: string) => (await call(t, 'GET', `/api/public/product/${slug}`)).json().data.inventory.quantity;
    const who = await shopper(t, kept!, 1);
    await addToCart(t, who.authorization, released!.id);
    await placeOk(t, who);
    expect(await quantityOf(released!.slug)).toBe(0);
    await addToCart(t, who.authorization, kept!.id);
    await placeOk(t, who);
    expect(await quantityOf(released!.slug)).toBe(1);
  });

  it('keeps the replaced order when the new one is refused', async () => {
    const piece = pieces[2]!;
    const who = await shopper(t, piece, 1);
    const first = await placeOk(t, who);
    await addToCart(t, who.authorization, piece.id, 1);
    await stock(t, piece, { codAvailable: false });
    try {
      const refused = await place(t, who.authorization, cod(who));
      expect(refused.statusCode).toBe(400);
      const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, first.id));
      expect(kept!.status).toBe('pending');
    } finally {
      await stock(t, piece, { codAvailable: true });
    }
  });

  it('holds for the minutes staff set, shown as the order\'s deadline', async () => {
    const opening = editablePart(storeSettings());
    applyStoredSettings({ ...opening, paymentHoldMinutes: 25 });
    try {
      const order = await placeOk(t, await shopper(t, pieces[0]!, 1));
      const created = new Date(order.createdAt).getTime();
      expect(new Date(order.expiresAt!).getTime() - created).toBe(25 * MINUTE);
      expect(await expireUnpaidOrders({ db: t.database.db, mailer: { send: async () => {} } }, new Date(created + 25 * MINUTE))).toContain(order.id);
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row!.cancelReason).toBe('Payment not received within 25 minutes');
    } finally {
      applyStoredSettings(opening);
    }
  });
});
