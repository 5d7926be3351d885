import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, plainProducts, productWithVariants, readCart, signIn, stockProduct } from './cart-test-helpers';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function wishlistItem(authorization: string, productId: string): Promise<string> {
  const added = await call(t, 'POST', '/api/wishlist/add', authorization, { productId });
  return added.json().data.items.find((item: { productId: { _id: string } }) => item.productId._id === productId)._id;
}
const wishlistOf = async (authorization: string) => (await call(t, 'GET', '/api/wishlist', authorization)).json().data;

describe('POST /api/v1/cart/move-from-wishlist', () => {
  it('puts the piece in the cart, takes it out of the wishlist and answers success and the cart', async () => {
    const { authorization } = await signIn(t);
    const [piece] = await plainProducts(t, 1);
    const itemId = await wishlistItem(authorization, piece!.id);
    const moved = await call(t, 'POST', '/api/v1/cart/move-from-wishlist', authorization, { wishlistItemId: itemId, quantity: 2 });
    expect(moved.statusCode).toBe(200);
    const body = moved.json();
    expect(body).toMatchObject({ success: true, message: 'Item added to cart' });
    expect(body.cart).toEqual(body.data);
    expect(body.cart.items.map((item: { productId: string; quantity: number }) => [item.productId, item.quantity])).toEqual([[piece!.id, 2]]);
    const wishlist = await wishlistOf(authorization);
    expect(wishlist.items).toEqual([]);
    expect(wishlist.analytics.itemsMovedToCart).toBe(1);
  });

  it("keeps the item in the wishlist when the cart refuses, with the cart's reason", async () => {
    const { authorization } = await signIn(t);
    const [, scarce] = await plainProducts(t, 2);
    await stockProduct(t, scarce!, { stockQuantity: 1 });
    const itemId = await wishlistItem(authorization, scarce!.id);
    const tooMany = await call(t, 'POST', '/api/v1/cart/move-from-wishlist', authorization, { wishlistItemId: itemId, quantity: 3 });
    expect(tooMany.json()).toEqual(refusal('Maximum quantity available is 1'));
    const withVariants = (await productWithVariants(t))!;
    const variantItem = await wishlistItem(authorization, withVariants.id);
    const needsVariant = await call(t, 'POST', '/api/v1/cart/move-from-wishlist', authorization, { wishlistItemId: variantItem });
    expect(needsVariant.statusCode).toBe(400);
    expect(needsVariant.json().message).toBe('Please choose a variant of this product');
    expect((await wishlistOf(authorization)).items).toHaveLength(2);
    expect((await readCart(t, authorization)).items).toEqual([]);
  });

  it("answers 404 for an item of another customer's wishlist", async () => {
    const owner = await signIn(t, 'Owner');
    const stranger = await signIn(t, 'Stranger');
    const [piece] = await plainProducts(t, 1);
    const itemId = await wishlistItem(owner.authorization, piece!.id);
    const response = await call(t, 'POST', '/api/v1/cart/move-from-wishlist', stranger.authorization, { wishlistItemId: itemId });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This item is not in your wishlist');
    expect((await wishlistOf(owner.authorization)).items).toHaveLength(1);
  });
});
