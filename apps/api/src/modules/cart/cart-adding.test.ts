import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, gstIn, productSupply, productWithVariants, readCart, signIn, stockProduct } from './cart-test-helpers';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A fresh plain product for each test, priced and stocked as the test says. */
const product = productSupply(() => t);

describe('cart API: adding', () => {
  it('merges the same product into one line and totals it to the paisa', async () => {
    const { authorization } = await signIn(t);
    const ring = await product({ salePricePaise: 1_234_567, mrpPaise: 1_500_000 });
    const first = await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: ring.id, quantity: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Item added to cart');
    const second = await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: ring.slug, quantity: 1, variantId: null });
    const cart = second.json().data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      productId: ring.id, variantId: null, quantity: 2, salePrice: 12_345.67, originalPrice: 15_000, price: 12_345.67, lineTotal: 24_691.34,
      isAvailable: true, unavailableReason: null, maxQuantity: 10, name: ring.name.en, variant: null, customizations: {},
      productSnapshot: { name: ring.name.en, slug: ring.slug },
    });
    expect(cart.items[0].id).toBe(cart.items[0]._id);
    // ₹24,691.34 is below ₹25,000: standard shipping ₹50; GST is contained in the prices.
    expect(cart.totals).toEqual({ itemCount: 2, subtotal: 24_691.34, discountTotal: 0, taxTotal: gstIn(24_691.34), shippingTotal: 50, grandTotal: 24_741.34 });
    expect(cart.shippingInfo).toMatchObject({ isFreeShipping: false, cost: 50, amountToFreeShipping: 308.66 });
    expect(cart.vendors).toEqual([{ storeName: 'Aabhushan', itemCount: 2 }]);
    // The second add changed the cart after the first created it.
    expect(Date.parse(cart.updatedAt)).toBeGreaterThan(Date.parse(first.json().data.updatedAt));
  });

  it('answers the cart exactly as a read after the add would, coupon included', async () => {
    const { authorization } = await signIn(t);
    const [first, second] = [await product({ salePricePaise: 400_000 }), await product({ salePricePaise: 300_000 })];
    const addAndCompare = async (productId: string) => {
      const added = await call(t, 'POST', '/api/v1/cart/add', authorization, { productId, quantity: 1 });
      expect(added.statusCode).toBe(200);
      expect(added.json().data).toEqual(await readCart(t, authorization));
      return added.json().data;
    };
    await addAndCompare(first.id);
    await addAndCompare(second.id);
    expect((await call(t, 'POST', '/api/v1/cart/coupons/apply', authorization, { couponCode: 'WELCOME10' })).statusCode).toBe(200);
    const cart = await addAndCompare(first.id);
    expect(cart.items.map((item: { productId: string; quantity: number }) => [item.productId, item.quantity])).toEqual([[first.id, 2], [second.id, 1]]);
    expect(cart.appliedCoupons.map((coupon: { code: string }) => coupon.code)).toEqual(['WELCOME10']);
    expect(cart.totals).toMatchObject({ subtotal: 11_000, discountTotal: 1_100 });
  });

  it('ships free from ₹25,000', async () => {
    const { authorization } = await signIn(t);
    const piece = await product({ salePricePaise: 1_250_000 });
    const cart = (await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: piece.id, quantity: 2 })).json().data;
    expect(cart.totals).toMatchObject({ subtotal: 25_000, shippingTotal: 0, grandTotal: 25_000, taxTotal: gstIn(25_000) });
    expect(cart.shippingInfo).toMatchObject({ isFreeShipping: true, amountToFreeShipping: 0 });
  });

  it("refuses quantities below 1 with the spec's message, and unknown products", async () => {
    const { authorization } = await signIn(t);
    const piece = await product();
    for (const quantity of [0, -3]) {
      const response = await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: piece.id, quantity });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Quantity must be at least 1');
    }
    expect((await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: piece.id, quantity: 1.5 })).json().message).toBe('Invalid quantity');
    const unknown = await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: 'no-such-piece' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found or no longer available');
  });

  it('never lets a line exceed stock, maxOrderQuantity or 99', async () => {
    const { authorization } = await signIn(t);
    const scarce = await product({ stockQuantity: 3, maxOrderQuantity: 10 });
    await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: scarce.id, quantity: 2 });
    const over = await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: scarce.id, quantity: 2 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Maximum quantity available is 3');
    const capped = await product({ stockQuantity: 50, maxOrderQuantity: 4 });
    expect((await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: capped.id, quantity: 5 })).json().message).toBe('Maximum quantity available is 4');
    const deep = await product({ stockQuantity: 500, maxOrderQuantity: 0 });
    expect((await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: deep.id, quantity: 100 })).json().message).toBe('Maximum quantity available is 99');
    expect((await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: deep.id, quantity: 99 })).statusCode).toBe(200);
    const soldOut = await product({ stockQuantity: 0 });
    expect((await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: soldOut.id })).json().message).toBe('This item is out of stock');
    const cart = await readCart(t, authorization);
    expect(cart.items.map((item) => [item.productId, item.quantity])).toEqual([[scarce.id, 2], [deep.id, 99]]);
  });

  it('needs a variant of the product itself when it is sold in variants', async () => {
    const { authorization } = await signIn(t);
    const withVariants = (await productWithVariants(t))!;
    const variants = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, withVariants.id));
    const [variant] = variants.filter((row) => row.isActive);
    await t.database.db.update(productVariants).set({ stockQuantity: 10, maxOrderQuantity: 5 }).where(eq(productVariants.id, variant!.id));
    const none = await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: withVariants.id });
    expect(none.json()).toEqual(refusal('Please choose a variant of this product'));
    const plain = await product();
    const foreign = await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: plain.id, variantId: variant!.id });
    expect(foreign.json().message).toBe('This variant does not belong to this product');
    const added = await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: withVariants.id, variantId: variant!.id, quantity: 2 });
    expect(added.statusCode).toBe(200);
    const [line] = added.json().data.items;
    expect(line).toMatchObject({ variantId: variant!.id, salePrice: variant!.salePricePaise / 100, quantity: 2, maxQuantity: 5 });
    expect(line.variant).toEqual({ _id: variant!.id, variantName: variant!.variantName, attributes: variant!.attributes });
    // The option as shoppers read it, in each language the piece has it in.
    expect(line.variant.attributes[0].displayValue).toMatchObject({ en: expect.any(String), ta: expect.any(String), te: expect.any(String) });
    await t.database.db.update(productVariants).set({ isActive: false }).where(eq(productVariants.id, variant!.id));
    try {
      const retired = await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: withVariants.id, variantId: variant!.id });
      expect(retired.json().message).toBe('This variant is no longer available');
      expect((await readCart(t, authorization)).items[0]).toMatchObject({ isAvailable: false, unavailableReason: 'This item is no longer available' });
    } finally {
      await t.database.db.update(productVariants).set({ isActive: true }).where(eq(productVariants.id, variant!.id));
    }
  });

  it('keeps a piece that sold out or was retired, marked unavailable and out of the totals', async () => {
    const { authorization } = await signIn(t);
    const kept = await product({ salePricePaise: 500_000 });
    const soldOut = await product({ salePricePaise: 700_000 });
    const retired = await product({ salePricePaise: 900_000 });
    const shrunk = await product({ salePricePaise: 100_000, stockQuantity: 5 });
    for (const [piece, quantity] of [[kept, 1], [soldOut, 1], [retired, 1], [shrunk, 3]] as const) {
      await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: piece.id, quantity });
    }
    await stockProduct(t, soldOut, { stockQuantity: 0 });
    await stockProduct(t, retired, { isActive: false });
    await stockProduct(t, shrunk, { stockQuantity: 2 });
    const cart = await readCart(t, authorization);
    const byProduct = new Map(cart.items.map((item) => [item.productId, item]));
    expect(byProduct.get(soldOut.id)).toMatchObject({ isAvailable: false, unavailableReason: 'This item is out of stock', maxQuantity: 0 });
    expect(byProduct.get(retired.id)).toMatchObject({ isAvailable: false, unavailableReason: 'This item is no longer available' });
    expect(byProduct.get(shrunk.id)).toMatchObject({ isAvailable: false, unavailableReason: 'Maximum quantity available is 2', maxQuantity: 2 });
    expect(cart.totals).toMatchObject({ itemCount: 1, subtotal: 5_000, grandTotal: 5_050 });
    // Such a line can only be removed (or, when stock allows, lowered).
    const put = (productId: string, quantity: number) => call(t, 'PUT', `/api/v1/cart/items/${byProduct.get(productId)!._id}`, authorization, { quantity });
    expect((await put(soldOut.id, 1)).json().message).toBe('This item is out of stock');
    expect((await put(retired.id, 1)).json().message).toBe('This item is no longer available');
    expect((await put(shrunk.id, 2)).json().data.totals).toMatchObject({ itemCount: 3, subtotal: 7_000 });
    expect((await put(retired.id, 0)).json().data.items).toHaveLength(3);
  });
});

describe('cart API: a piece remembered from an earlier add', () => {
  // The add decides on a plain piece it read for an earlier add (plain-piece-memo.ts); these
  // change the piece between two adds and expect the second to follow the database.
  it('follows the stock, the order cap and the piece being retired, never the remembered terms', async () => {
    const { authorization } = await signIn(t);
    const add = (productId: string, quantity = 1) => call(t, 'POST', '/api/v1/cart/add', authorization, { productId, quantity });
    const falling = await product({ stockQuantity: 20, maxOrderQuantity: 10 });
    expect((await add(falling.id)).statusCode).toBe(200);
    await stockProduct(t, falling, { stockQuantity: 2 });
    const over = await add(falling.id, 2);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Maximum quantity available is 2');
    expect((await add(falling.id, 1)).statusCode).toBe(200);
    await stockProduct(t, falling, { stockQuantity: 20, maxOrderQuantity: 2 });
    expect((await add(falling.id)).json().message).toBe('Maximum quantity available is 2');

    // A refusal on the remembered terms is decided again: the stock has grown since.
    const rising = await product({ stockQuantity: 2, maxOrderQuantity: 10 });
    expect((await add(rising.id, 2)).statusCode).toBe(200);
    await stockProduct(t, rising, { stockQuantity: 20 });
    expect((await add(rising.id, 3)).statusCode).toBe(200);
    await stockProduct(t, rising, { stockQuantity: 0 });
    expect((await add(rising.id)).json().message).toBe('This item is out of stock');
    await stockProduct(t, rising, { stockQuantity: 20, isActive: false });
    const gone = await add(rising.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Product not found or no longer available');

    const quantities = (await readCart(t, authorization)).items.map((item) => [item.productId, item.quantity]);
    expect(quantities).toEqual([[falling.id, 2], [rising.id, 5]]);
  });

  it('asks for a variant once a piece remembered as plain is sold in variants again', async () => {
    const { authorization } = await signIn(t);
    const piece = (await productWithVariants(t))!;
    const variants = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, piece.id));
    const active = variants.filter((row) => row.isActive).map((row) => row.id);
    await t.database.db.update(productVariants).set({ isActive: false }).where(eq(productVariants.productId, piece.id));
    try {
      expect((await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: piece.id })).statusCode).toBe(200);
      await t.database.db.update(productVariants).set({ isActive: true }).where(eq(productVariants.id, active[0]!));
      const again = await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: piece.id });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('Please choose a variant of this product');
    } finally {
      for (const id of active) await t.database.db.update(productVariants).set({ isActive: true }).where(eq(productVariants.id, id));
    }
  });
});
