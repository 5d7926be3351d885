import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponUsages, orders, productVariants } from '../../db/schema/index';
import type { TestApp } from '../../test/create-test-app';
import { call, couponUsed, createOrdersTestApp, makeCoupon, place, plainProducts, saveAddress, shopper, signIn, stock, stockOf, variantPiece, variantStockOf } from './orders-test-helpers';

/**
 * Races between shoppers. PGlite has a single connection, so requests never overlap there:
 * these run on PostgreSQL only (TEST_DATABASE_URL), where the row locks have to do the work.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('placing orders at once (PostgreSQL)', () => {
  let t: TestApp;
  let pieces: Awaited<ReturnType<typeof plainProducts>>;
  beforeAll(async () => {
    t = await createOrdersTestApp();
    pieces = await plainProducts(t, 4);
  });
  afterAll(async () => {
    await t.close();
  });

  const body = (who: { addressId: string }) => ({ addressId: who.addressId, shippingMethod: 'standard', paymentMethod: 'upi' });

  it('20 customers order the last 3 units: exactly 3 orders, stock 0, the others hear why', async () => {
    const piece = pieces[0]!;
    await stock(t, piece, { salePricePaise: 200_000, mrpPaise: 200_000, stockQuantity: 20, maxOrderQuantity: 10 });
    const shoppers: Array<Awaited<ReturnType<typeof shopper>>> = [];
    for (let i = 0; i < 20; i += 1) shoppers.push(await shopper(t, piece, 1));
    await stock(t, piece, { stockQuantity: 3 });
    const answers = await Promise.all(shoppers.map((who) => place(t, who.authorization, body(who))));
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created).toHaveLength(3);
    const refused = answers.filter((answer) => answer.statusCode === 400);
    expect(refused).toHaveLength(17);
    expect(new Set(refused.map((answer) => answer.json().message))).toEqual(new Set([`${piece.name.en}: This item is out of stock. Please update your cart.`]));
    expect(await stockOf(t, piece.id)).toBe(0);
    const placed = await t.database.db.select().from(orders);
    expect(placed.filter((order) => shoppers.some((who) => who.userId === order.userId))).toHaveLength(3);
  });

  it('10 customers order the last 2 units of a variant (a ring in one size): exactly 2 orders, variant stock 0', async () => {
    const { product, variant } = await variantPiece(t, { stockQuantity: 20, maxOrderQuantity: 5 });
    const shoppers: Array<{ authorization: string; addressId: string }> = [];
    for (let i = 0; i < 10; i += 1) {
      const who = await signIn(t);
      const added = await call(t, 'POST', '/api/v1/cart/add', who.authorization, { productId: product.id, variantId: variant.id, quantity: 1 });
      expect(added.statusCode, added.body).toBe(200);
      shoppers.push({ authorization: who.authorization, addressId: await saveAddress(t, who.userId) });
    }
    await t.database.db.update(productVariants).set({ stockQuantity: 2 }).where(eq(productVariants.id, variant.id));
    const answers = await Promise.all(shoppers.map((who) => place(t, who.authorization, body(who))));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(8);
    expect(await variantStockOf(t, variant.id)).toBe(0);
  });

  it('a coupon limited to 1 use, raced by 10 customers, is used once', async () => {
    const piece = pieces[1]!;
    await stock(t, piece, { salePricePaise: 200_000, mrpPaise: 200_000, stockQuantity: 100 });
    const coupon = await makeCoupon(t, { usageLimit: 1, value: 10_000 });
    const shoppers: Array<Awaited<ReturnType<typeof shopper>>> = [];
    for (let i = 0; i < 10; i += 1) {
      const who = await shopper(t, piece, 1);
      expect((await call(t, 'POST', '/api/v1/cart/coupons/apply', who.authorization, { couponCode: coupon.code })).statusCode).toBe(200);
      shoppers.push(who);
    }
    const answers = await Promise.all(shoppers.map((who) => place(t, who.authorization, body(who))));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 400);
    expect(refused).toHaveLength(9);
    expect(new Set(refused.map((answer) => answer.json().message))).toEqual(new Set([`${coupon.code}: This coupon has reached its usage limit`]));
    expect(await couponUsed(t, coupon.id)).toBe(1);
    expect(await t.database.db.select().from(couponUsages).where(eq(couponUsages.couponId, coupon.id))).toHaveLength(1);
    // The refused carts kept their pieces: nothing was taken for them.
    expect(await stockOf(t, piece.id)).toBe(99);
  });

  it('the same Idempotency-Key sent 8 times at once places one order', async () => {
    const piece = pieces[2]!;
    await stock(t, piece, { salePricePaise: 200_000, mrpPaise: 200_000, stockQuantity: 100 });
    const who = await shopper(t, piece, 2);
    const answers = await Promise.all(Array.from({ length: 8 }, () => place(t, who.authorization, body(who), 'double-click-1')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, who.userId))).toHaveLength(1);
    expect(await stockOf(t, piece.id)).toBe(98);
  });

  it('orders for the same pieces in opposite cart orders never deadlock', async () => {
    const [a, b] = [pieces[2]!, pieces[3]!];
    await stock(t, a, { stockQuantity: 100 });
    await stock(t, b, { salePricePaise: 200_000, mrpPaise: 200_000, stockQuantity: 100 });
    const shoppers: Array<Awaited<ReturnType<typeof shopper>>> = [];
    for (let i = 0; i < 10; i += 1) {
      const who = await shopper(t, i % 2 ? a : b, 1);
      await call(t, 'POST', '/api/v1/cart/add', who.authorization, { productId: (i % 2 ? b : a).id, quantity: 1 });
      shoppers.push(who);
    }
    const answers = await Promise.all(shoppers.map((who) => place(t, who.authorization, body(who))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(await stockOf(t, a.id)).toBe(90);
    expect(await stockOf(t, b.id)).toBe(90);
  });
  it('orders that replace waiting orders, raced with fresh orders for the same pieces, never deadlock and stock adds up', async () => {
    const [a, b, c] = await plainProducts(t, 3);
    for (const piece of [a!, b!, c!]) await stock(t, piece, { salePricePaise: 100_000, mrpPaise: 100_000, stockQuantity: 100, maxOrderQuantity: 10 });
    // Six customers each wait to pay for A and B, then order B and C: the new order replaces the waiting one.
    const replacers: Array<Awaited<ReturnType<typeof shopper>>> = [];
    for (let i = 0; i < 6; i += 1) {
      const who = await shopper(t, a!, 1);
      await call(t, 'POST', '/api/v1/cart/add', who.authorization, { productId: b!.id, quantity: 1 });
      expect((await place(t, who.authorization, body(who))).statusCode).toBe(201);
      await call(t, 'POST', '/api/v1/cart/add', who.authorization, { productId: c!.id, quantity: 1 });
      await call(t, 'POST', '/api/v1/cart/add', who.authorization, { productId: b!.id, quantity: 1 });
      replacers.push(who);
    }
    // Six others order C and A at the same moment: their locks cross the replacers' in every order.
    const fresh: Array<Awaited<ReturnType<typeof shopper>>> = [];
    for (let i = 0; i < 6; i += 1) {
      const who = await shopper(t, c!, 1);
      await call(t, 'POST', '/api/v1/cart/add', who.authorization, { productId: a!.id, quantity: 1 });
      fresh.push(who);
    }
    const answers = await Promise.all([...replacers, ...fresh].map((who) => place(t, who.authorization, body(who))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));
    // A: the replaced orders gave theirs back, the fresh ones took 6; B: held once per replacer; C: 12.
    expect(await stockOf(t, a!.id)).toBe(94);
    expect(await stockOf(t, b!.id)).toBe(94);
    expect(await stockOf(t, c!.id)).toBe(88);
  });
});
