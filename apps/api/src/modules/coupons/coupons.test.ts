import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponUsages, coupons } from '../../db/schema/index';
import { SEED_COUPONS } from '../../db/seed/coupons';
import { newId } from '../../lib/new-id';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../plugins/auth';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, plainProductIn, signIn, stockProduct } from '../cart/cart-test-helpers';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let offset = 0;
async function pieceAt(rupees: number, category = 'rings', outside = true) {
  return stockProduct(t, await plainProductIn(t, category, offset++, outside), { salePricePaise: rupees * 100, mrpPaise: rupees * 100, stockQuantity: 30, maxOrderQuantity: 10 });
}

describe('coupon API', () => {
  it('needs a bearer token, except the public list', async () => {
    for (const [method, url] of [['GET', '/api/coupons/available'], ['POST', '/api/coupons/validate'], ['GET', '/api/coupons/code/WELCOME10'], ['GET', '/api/coupons/history']] as const) {
      const response = await call(t, method, url, undefined, method === 'POST' ? { code: 'WELCOME10' } : undefined);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().message).toBe(SIGN_IN_REQUIRED_MESSAGE);
    }
    expect((await call(t, 'GET', '/api/public/coupon')).statusCode).toBe(200);
  });

  it('lists the coupons this cart can use, best first', async () => {
    const { authorization } = await signIn(t);
    const piece = await pieceAt(12_000);
    await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: piece.id });
    const response = await call(t, 'GET', '/api/coupons/available', authorization);
    expect(response.statusCode).toBe(200);
    const available = response.json().data as Array<{ coupon: { code: string }; discount: number; finalAmount: number; freeShipping: boolean }>;
    // ₹12,000 of a non-ring: WELCOME10 takes ₹1,200, LIMITED1 ₹1,000, FLAT500 ₹500, FREESHIP the ₹50 shipping.
    expect(available.map((entry) => [entry.coupon.code, entry.discount, entry.finalAmount])).toEqual([
      ['WELCOME10', 1_200, 10_800], ['LIMITED1', 1_000, 11_000], ['FLAT500', 500, 11_500], ['FREESHIP', 0, 12_000],
    ]);
    expect(available[3]!.freeShipping).toBe(true);
    const empty = await signIn(t);
    expect((await call(t, 'GET', '/api/coupons/available', empty.authorization)).json().data).toEqual([]);
  });

  it("validates a code against the given items, priced by the server, or else the customer's cart", async () => {
    const { authorization } = await signIn(t);
    const ring = await pieceAt(40_000, 'rings', false);
    const validated = await call(t, 'POST', '/api/coupons/validate', authorization, { code: 'rings15', subtotal: 1, items: [{ productId: ring.id, quantity: 1 }] });
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toMatchObject({
      success: true, message: 'Coupon is valid',
      data: { valid: true, discount: 5_000, finalAmount: 35_000, freeShipping: false, message: 'Coupon is valid', coupon: { code: 'RINGS15', type: 'percentage', value: 15, maxDiscountAmount: 5_000 } },
    });
    const fromCart = await call(t, 'POST', '/api/coupons/validate', authorization, { code: 'WELCOME10' });
    expect(fromCart.json().data).toMatchObject({ valid: false, discount: 0, finalAmount: 0, message: 'Add items to your cart to use a coupon' });
    const unknown = await call(t, 'POST', '/api/coupons/validate', authorization, { code: 'NOPE', items: [{ productId: ring.id }] });
    expect(unknown.json().data).toEqual({ valid: false, coupon: null, discount: 0, finalAmount: 40_000, freeShipping: false, message: 'Invalid coupon code' });
    const expired = await call(t, 'POST', '/api/coupons/validate', authorization, { code: 'EXPIRED20', items: [{ productId: ring.id }] });
    expect(expired.json().data).toMatchObject({ valid: false, message: 'This coupon has expired', coupon: { code: 'EXPIRED20' } });
    const blank = await call(t, 'POST', '/api/coupons/validate', authorization, { code: '  ' });
    expect(blank.json()).toEqual(refusal('Please enter a coupon code'));
  });

  it('finds a coupon by its code, and answers 404 for an unknown one', async () => {
    const { authorization } = await signIn(t);
    const found = await call(t, 'GET', '/api/coupons/code/welcome10', authorization);
    expect(found.json().data).toMatchObject({ code: 'WELCOME10', type: 'percentage', value: 10, minOrderValue: 5_000, maxDiscountAmount: 2_000, isActive: true, usageLimit: null, userUsageLimit: null, applicableCategories: [], applicableProducts: [] });
    const missing = await call(t, 'GET', '/api/coupons/code/NOPE', authorization);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(refusal('Coupon not found'));
  });

  it('answers an inactive coupon, and one that ended over 30 days ago, as an unknown code', async () => {
    const day = 86_400_000;
    const base = { type: 'percentage', value: 90, title: { en: 'Staff' }, description: { en: 'Staff only' }, validFrom: new Date(Date.now() - 400 * day) } as const;
    await t.database.db.insert(coupons).values([
      { id: newId(), code: 'STAFF90', ...base, validUntil: new Date(Date.now() + 300 * day), isActive: false },
      { id: newId(), code: 'DIWALI2025', ...base, value: 30, validUntil: new Date(Date.now() - 31 * day) },
    ]);
    const { authorization } = await signIn(t);
    const piece = await pieceAt(12_000);
    await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: piece.id });
    for (const code of ['STAFF90', 'DIWALI2025']) {
      const found = await call(t, 'GET', `/api/coupons/code/${code}`, authorization);
      expect([code, found.statusCode, found.json()]).toEqual([code, 404, refusal('Coupon not found')]);
      const validated = await call(t, 'POST', '/api/coupons/validate', authorization, { code });
      expect(validated.json().data).toMatchObject({ valid: false, coupon: null, message: 'Invalid coupon code' });
      const applied = await call(t, 'POST', '/api/v1/cart/coupons/apply', authorization, { couponCode: code });
      expect([code, applied.statusCode, applied.json().message]).toEqual([code, 400, 'Invalid coupon code']);
    }
    // Ended yesterday: still known, so the shopper hears why it no longer works.
    const recent = await call(t, 'GET', '/api/coupons/code/EXPIRED20', authorization);
    expect(recent.json().data).toMatchObject({ code: 'EXPIRED20' });
  });

  it("lists the customer's own redemptions, newest first, 10 a page", async () => {
    const { userId, authorization } = await signIn(t);
    const other = await signIn(t);
    const [flat] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'FLAT500'));
    for (let day = 1; day <= 12; day += 1) {
      await t.database.db.insert(couponUsages).values({ id: newId(), couponId: flat!.id, userId, orderId: `order-${day}`, discountPaise: 50_000, usedAt: new Date(Date.UTC(2026, 0, day)) });
    }
    await t.database.db.insert(couponUsages).values({ id: newId(), couponId: flat!.id, userId: other.userId, discountPaise: 50_000 });
    const page1 = (await call(t, 'GET', '/api/coupons/history', authorization)).json();
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0]).toMatchObject({ code: 'FLAT500', discount: 500, orderId: 'order-12', usedAt: '2026-01-12T00:00:00.000Z' });
    expect(page1.pagination).toMatchObject({ currentPage: 1, totalPages: 2, totalItems: 12, hasNextPage: true });
    const page2 = (await call(t, 'GET', '/api/coupons/history?page=2', authorization)).json();
    expect(page2.data.map((entry: { orderId: string }) => entry.orderId)).toEqual(['order-2', 'order-1']);
    expect((await call(t, 'GET', '/api/coupons/history?page=0', authorization)).json().message).toBe('page must be a whole number of at least 1');
  });

  it('serves the public coupon list: current coupons only, with the card fields', async () => {
    const response = await call(t, 'GET', '/api/public/coupon');
    const body = response.json();
    expect(body.data.map((coupon: { code: string }) => coupon.code)).toEqual(['FESTIVE25', 'FLAT500', 'FREESHIP', 'LIMITED1', 'RINGS15', 'WELCOME10']);
    const welcome = body.data.find((coupon: { code: string }) => coupon.code === 'WELCOME10');
    expect(welcome).toMatchObject({ type: 'percentage', value: 10, min_order: 5_000, max_discount: 2_000, status: 'active', icon: 'percent' });
    // The words in every language, as the coupons page picks them (seed/coupons.ts).
    const seeded = SEED_COUPONS.find((coupon) => coupon.code === 'WELCOME10')!;
    expect(welcome).toMatchObject({ title: seeded.title, description: seeded.description, terms: seeded.terms });
    expect(welcome.title.en).toBe('10% off your order');
    expect(welcome.terms.ta.length).toBeGreaterThan(0);
    expect(welcome.expiry_date).toBe(welcome.expiry.slice(0, 10));
    expect(body.data.find((coupon: { code: string }) => coupon.code === 'LIMITED1')).toMatchObject({ status: 'limited', icon: 'rupee' });
    expect(body.data.find((coupon: { code: string }) => coupon.code === 'FREESHIP')).toMatchObject({ icon: 'truck', value: 0 });
    expect(body.pagination).toMatchObject({ totalItems: 6, itemsPerPage: 50 });
  });
});

describe('guessing coupon codes', () => {
  let address = 0;
  /** A request from an address of the test's own, so the per-address count starts at zero. */
  const from = (ip: string) => (method: 'GET' | 'POST', url: string, authorization: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization }, remoteAddress: ip });
  const nextIp = () => `10.77.0.${++address}`;

  it('stops a customer after 10 refused codes in 15 minutes, on every way of trying one', async () => {
    const send = from(nextIp());
    const { authorization } = await signIn(t);
    for (let guess = 1; guess <= 10; guess += 1) {
      const answer = guess % 2 ? await send('GET', `/api/coupons/code/GUESS${guess}`, authorization) : await send('POST', '/api/coupons/validate', authorization, { code: `GUESS${guess}` });
      expect(answer.statusCode).not.toBe(429);
    }
    for (const [method, url, payload] of [['GET', '/api/coupons/code/WELCOME10'], ['POST', '/api/coupons/validate', { code: 'WELCOME10' }], ['POST', '/api/v1/cart/coupons/apply', { couponCode: 'WELCOME10' }]] as const) {
      const limited = await send(method, url, authorization, payload);
      expect([url, limited.statusCode, limited.json()]).toEqual([url, 429, refusal('Too many coupon attempts. Please try again in 15 minutes.')]);
    }
    // Another customer at another address is not held up.
    const other = await signIn(t);
    expect((await from(nextIp())('GET', '/api/coupons/code/WELCOME10', other.authorization)).statusCode).toBe(200);
  });

  it('does not count a code that works', async () => {
    const send = from(nextIp());
    const { authorization } = await signIn(t);
    for (let look = 0; look < 15; look += 1) expect((await send('GET', '/api/coupons/code/WELCOME10', authorization)).statusCode).toBe(200);
  });

  it('stops an address after 30 refused codes, across accounts', async () => {
    const send = from(nextIp());
    for (let account = 0; account < 3; account += 1) {
      const { authorization } = await signIn(t);
      for (let guess = 0; guess < 10; guess += 1) expect((await send('GET', `/api/coupons/code/TRY${account}X${guess}`, authorization)).statusCode).toBe(404);
    }
    const fresh = await signIn(t);
    expect((await send('GET', '/api/coupons/code/WELCOME10', fresh.authorization)).statusCode).toBe(429);
  });
});
