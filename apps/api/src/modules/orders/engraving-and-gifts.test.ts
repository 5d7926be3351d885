import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGRAVING_MESSAGES } from '@aabhushan/shared/rules/engraving';
import { GIFT_MESSAGES } from '@aabhushan/shared/rules/gift';
import type { Order } from '@aabhushan/shared/schemas/orders';
import { orders, products } from '../../db/schema/index';
import type { TestApp } from '../../test/create-test-app';
import { readServedPdfText } from '../../test/pdf-text';
import { call, createOrdersTestApp, place, plainProducts, saveAddress, signIn, signInStaff, stock } from './orders-test-helpers';

/** Engraving (product, cart, order, papers, returns) and gift orders (wrap, card, papers without prices). */
describe('engraving and gifts', () => {
  let t: TestApp;
  let ring: Awaited<ReturnType<typeof plainProducts>>[number];
  let plain: Awaited<ReturnType<typeof plainProducts>>[number];
  let staff: { authorization: string };

  beforeAll(async () => {
    t = await createOrdersTestApp();
    [ring, plain] = (await plainProducts(t, 2)) as [typeof ring, typeof plain];
    await stock(t, ring, { salePricePaise: 1_030_000, mrpPaise: 1_030_000, stockQuantity: 50, maxOrderQuantity: 5, codAvailable: true });
    await stock(t, plain, { salePricePaise: 500_000, mrpPaise: 500_000, stockQuantity: 50, maxOrderQuantity: 5, codAvailable: true });
    await t.database.db.update(products).set({ engravingMaxLength: 12 }).where(eq(products.id, ring.id));
    await t.database.db.update(products).set({ engravingMaxLength: null }).where(eq(products.id, plain.id));
    staff = await signInStaff(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers engraving: { maxLength } on a piece that allows it, null on one that does not', async () => {
    expect((await call(t, 'GET', `/api/public/product/${ring.slug}`)).json().data.engraving).toEqual({ maxLength: 12 });
    expect((await call(t, 'GET', `/api/public/product/${plain.slug}`)).json().data.engraving).toBeNull();
  });

  it('adds an engraved line apart from the same piece without it, and refuses bad text with its sentence', async () => {
    const who = await signIn(t);
    const add = (body: object) => call(t, 'POST', '/api/v1/cart/add', who.authorization, body);
    expect((await add({ productId: ring.id, quantity: 1 })).statusCode).toBe(200);
    const engraved = await add({ productId: ring.id, quantity: 1, engraving: '  A ♥ R  ' });
    expect(engraved.statusCode, engraved.body).toBe(200);
    expect((await add({ productId: ring.id, quantity: 1, engraving: 'A ♥ R' })).statusCode).toBe(200);
    const items = engraved.json().data.items as Array<{ engraving: string | null; quantity: number; engravingMaxLength: number | null }>;
    expect(items.map((item) => item.engraving)).toEqual([null, 'A ♥ R']);
    const cart = (await call(t, 'GET', '/api/v1/cart', who.authorization)).json().data;
    expect(cart.items.map((item: { engraving: string | null; quantity: number }) => [item.engraving, item.quantity])).toEqual([[null, 1], ['A ♥ R', 2]]);
    expect(cart.items[1].engravingMaxLength).toBe(12);

    const tooLong = await add({ productId: ring.id, engraving: 'ABCDEFGHIJKLM' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: 'Engraving can be at most 12 characters', code: 'ENGRAVING_TOO_LONG', values: { max: '12' } });
    const strange = await add({ productId: ring.id, engraving: 'A@R' });
    expect(strange.json()).toMatchObject({ message: ENGRAVING_MESSAGES.characters, code: 'ENGRAVING_CHARACTERS' });
    const notAllowed = await add({ productId: plain.id, engraving: 'Anya' });
    expect(notAllowed.statusCode).toBe(400);
    expect(notAllowed.json().message).toBe(ENGRAVING_MESSAGES.notAllowed);
  });

  it('changes a line’s engraving keeping its quantity, and joins a line that already has that engraving', async () => {
    const who = await signIn(t);
    const add = (body: object) => call(t, 'POST', '/api/v1/cart/add', who.authorization, body);
    await add({ productId: ring.id, quantity: 2, engraving: 'Anya' });
    const line = (await add({ productId: ring.id, quantity: 1, engraving: 'Rohan' })).json().data.items[1];
    const put = (id: string, body: object) => call(t, 'PUT', `/api/v1/cart/items/${id}`, who.authorization, body);
    const renamed = await put(line._id, { engraving: 'सदा तुम्हारा' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.items.map((item: { engraving: string; quantity: number }) => [item.engraving, item.quantity])).toEqual([['Anya', 2], ['सदा तुम्हारा', 1]]);
    expect((await put(line._id, { engraving: 'A@R' })).json().message).toBe(ENGRAVING_MESSAGES.characters);
    const joined = await put(line._id, { engraving: 'Anya' });
    expect(joined.json().data.items.map((item: { engraving: string; quantity: number }) => [item.engraving, item.quantity])).toEqual([['Anya', 3]]);
  });

  it('engraves a plain line in the cart, takes it off again, and joins the plain line of the piece when there is one', async () => {
    const who = await signIn(t);
    const add = (body: object) => call(t, 'POST', '/api/v1/cart/add', who.authorization, body);
    const put = (id: string, body: object) => call(t, 'PUT', `/api/v1/cart/items/${id}`, who.authorization, body);
    const lines = (answer: Awaited<ReturnType<typeof put>>) => answer.json().data.items.map((item: { engraving: string | null; quantity: number }) => [item.engraving, item.quantity]);
    const plainLine = (await add({ productId: ring.id, quantity: 1 })).json().data.items[0];
    expect(plainLine).toMatchObject({ engraving: null, engravingMaxLength: 12 });
    const engraved = await put(plainLine._id, { engraving: 'Anya' });
    expect(lines(engraved)).toEqual([['Anya', 1]]);
    const plainAgain = await put(plainLine._id, { engraving: null });
    expect(lines(plainAgain)).toEqual([[null, 1]]);

    await put(plainLine._id, { engraving: '  Rohan ' });
    await add({ productId: ring.id, quantity: 2 });
    const joined = await put(plainLine._id, { engraving: '' });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(lines(joined)).toEqual([[null, 3]]);
    // A piece that is not engraved says so: no maximum, and text is refused.
    const other = (await add({ productId: plain.id, quantity: 1 })).json().data.items.find((item: { productId: string }) => item.productId === plain.id);
    expect(other.engravingMaxLength).toBeNull();
    expect((await put(other._id, { engraving: 'Anya' })).json().message).toBe(ENGRAVING_MESSAGES.notAllowed);
  });

  it('places a wrapped gift with a card: the wrap in the totals, GST at the jewellery rate, and the answer says it back', async () => {
    const who = await signIn(t);
    const addressId = await saveAddress(t, who.userId);
    await call(t, 'POST', '/api/v1/cart/add', who.authorization, { productId: ring.id, quantity: 1, engraving: 'A ♥ R' });
    const tooLong = await place(t, who.authorization, { addressId, shippingMethod: 'standard', paymentMethod: 'cod', gift: { wrap: true, message: 'x'.repeat(201) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(GIFT_MESSAGES.messageTooLong);
    const placed = await place(t, who.authorization, { addressId, shippingMethod: 'standard', paymentMethod: 'cod', gift: { wrap: true, message: '  Happy anniversary,\nwith love  ' } });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data as Order;
    expect(order.gift).toEqual({ wrap: true, wrapCharge: 150, message: 'Happy anniversary,\nwith love' });
    // ₹10,300 ring + ₹50 standard shipping + ₹150 wrap; GST in ring and wrap: 10,450 x 3 / 103 = ₹304.37.
    expect(order.totals).toMatchObject({ subtotal: 10_300, shippingTotal: 50, giftWrap: 150, grandTotal: 10_500, taxTotal: 304.37, amountDue: 10_500 });
    expect(order.items[0]).toMatchObject({ engraving: 'A ♥ R', isReturnable: false });
    const read = (await call(t, 'GET', `/api/orders/${order.id}`, who.authorization)).json().data as Order;
    expect(read.gift).toEqual(order.gift);
    expect(read.totals).toEqual(order.totals);

    // The papers: confirmed, the invoice bills the wrap as its own line with GST; the slip and receipt show no prices.
    await t.database.db.update(orders).set({ status: 'confirmed', expiresAt: null }).where(eq(orders.id, order.id));
    const invoice = await readServedPdfText((await call(t, 'GET', `/api/orders/${order.id}/invoice`, who.authorization)).rawPayload);
    expect(invoice).toContain('Gift wrap');
    expect(invoice).toContain('composite supply');
    expect(invoice).toContain('Engraved: A');
    expect(invoice).toContain('10,500.00');
    const slip = await readServedPdfText((await call(t, 'GET', `/api/admin/orders/${order.id}/packing-slip`, staff.authorization)).rawPayload);
    expect(slip).toContain('GIFT · WRAP THE PARCEL');
    expect(slip).toContain('Happy anniversary,');
    expect(slip).toContain('Engrave:');
    expect(slip).not.toMatch(/₹|10,500|collect ₹/);
    for (const url of [`/api/orders/${order.id}/gift-receipt`, `/api/admin/orders/${order.id}/gift-receipt`]) {
      const answer = await call(t, 'GET', url, url.includes('admin') ? staff.authorization : who.authorization);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      const receipt = await readServedPdfText(answer.rawPayload);
      expect(receipt).toContain('GIFT RECEIPT');
      expect(receipt).toContain('with love');
      expect(receipt).toContain('Engraved pieces cannot be returned.');
      expect(receipt).not.toMatch(/₹|10,300|10,500/);
    }
    // Another customer's order is not found.
    const other = await signIn(t);
    expect((await call(t, 'GET', `/api/orders/${order.id}/gift-receipt`, other.authorization)).statusCode).toBe(404);
  });

  it('answers no gift and no wrap for an ordinary order, and gives a gift receipt only once confirmed', async () => {
    const who = await signIn(t);
    const addressId = await saveAddress(t, who.userId);
    await call(t, 'POST', '/api/v1/cart/add', who.authorization, { productId: plain.id, quantity: 1 });
    const order = (await place(t, who.authorization, { addressId, shippingMethod: 'standard', paymentMethod: 'cod' })).json().data as Order;
    expect(order.gift).toBeNull();
    expect(order.totals).toMatchObject({ giftWrap: 0, grandTotal: 5_050 });
    const early = await call(t, 'GET', `/api/orders/${order.id}/gift-receipt`, who.authorization);
    expect(early.statusCode).toBe(409);
  });

  it('does not take an engraved piece back: naming it is refused, and "all" returns only the plain pieces', async () => {
    const who = await signIn(t);
    const addressId = await saveAddress(t, who.userId);
    await call(t, 'POST', '/api/v1/cart/add', who.authorization, { productId: ring.id, quantity: 1, engraving: 'Anya' });
    await call(t, 'POST', '/api/v1/cart/add', who.authorization, { productId: plain.id, quantity: 1 });
    const order = (await place(t, who.authorization, { addressId, shippingMethod: 'standard', paymentMethod: 'cod' })).json().data as Order;
    await t.database.db.update(orders).set({ status: 'delivered', deliveredAt: new Date(), expiresAt: null }).where(eq(orders.id, order.id));
    const read = (await call(t, 'GET', `/api/orders/${order.id}`, who.authorization)).json().data as Order;
    expect(read.canReturn).toBe(true);
    const engravedId = read.items.find((item) => item.engraving)!._id;
    const named = await call(t, 'POST', `/api/orders/${order.id}/return`, who.authorization, { reason: 'Changed my mind', items: [engravedId] });
    expect(named.statusCode).toBe(400);
    expect(named.json()).toMatchObject({ message: 'Engraved pieces cannot be returned', code: 'ENGRAVING_NOT_RETURNABLE' });
    const all = await call(t, 'POST', `/api/orders/${order.id}/return`, who.authorization, { reason: 'Changed my mind' });
    expect(all.statusCode, all.body).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.returnItemIds).toEqual([read.items.find((item) => !item.engraving)!._id]);
  });

  it('an order of engraved pieces only cannot be returned', async () => {
    const who = await signIn(t);
    const addressId = await saveAddress(t, who.userId);
    await call(t, 'POST', '/api/v1/cart/add', who.authorization, { productId: ring.id, quantity: 1, engraving: 'Maa' });
    const order = (await place(t, who.authorization, { addressId, shippingMethod: 'standard', paymentMethod: 'cod' })).json().data as Order;
    await t.database.db.update(orders).set({ status: 'delivered', deliveredAt: new Date(), expiresAt: null }).where(eq(orders.id, order.id));
    expect((await call(t, 'GET', `/api/orders/${order.id}`, who.authorization)).json().data.canReturn).toBe(false);
    const refused = await call(t, 'POST', `/api/orders/${order.id}/return`, who.authorization, { reason: 'Too small' });
    expect(refused.json().message).toBe(ENGRAVING_MESSAGES.notReturnable);
  });
});
