import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createMoveToCartService, type CartAdder } from './move-to-cart.service';
import { createWishlistService } from './wishlist.service';
import { plainProducts, signIn } from './wishlist-test-helpers';

/** The move's own rules, with a cart that answers as told (the real cart is tested through the route). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function fakeCart(answer: { ok: true } | { ok: false; status: number; message: string }) {
  const calls: Array<{ userId: string; productId: string; quantity: number; inTransaction: boolean }> = [];
  const cart: CartAdder<{ lines: number }, { userId: string }> = {
    async addItem({ userId }, line, tx) {
      calls.push({ userId, productId: line.productId, quantity: line.quantity, inTransaction: tx !== t.database.db });
      return answer.ok ? { ok: true, cart: { lines: 1 } } : answer;
    },
  };
  return { cart, calls };
}

async function wishlistWithOneItem() {
  const shopper = await signIn(t);
  const [product] = await plainProducts(t, 1);
  const wishlist = createWishlistService(t.database.db);
  const added = await wishlist.addItem(shopper.userId, { productId: product!.id, priority: 'MEDIUM', notifyOnPriceDown: false, notifyOnStock: false });
  if (added.kind !== 'added') throw new Error('setup failed');
  return { ...shopper, wishlist, product: product!, itemId: added.wishlist.items[0]!._id };
}

describe('moveToCart', () => {
  it('adds through the cart inside the transaction, then the item leaves the wishlist and is counted', async () => {
    const { userId, wishlist, product, itemId } = await wishlistWithOneItem();
    const { cart, calls } = fakeCart({ ok: true });
    const result = await createMoveToCartService(t.database.db, cart).moveToCart({ userId }, { wishlistItemId: itemId, quantity: 2 });
    expect(result).toEqual({ kind: 'moved', cart: { lines: 1 } });
    expect(calls).toEqual([{ userId, productId: product.id, quantity: 2, inTransaction: true }]);
    const after = await wishlist.getWishlist(userId);
    expect(after.items).toEqual([]);
    expect(after.analytics.itemsMovedToCart).toBe(1);
  });

  it('leaves the item in place when the cart refuses, and passes the reason on', async () => {
    const { userId, wishlist, itemId } = await wishlistWithOneItem();
    const before = await wishlist.getWishlist(userId);
    const { cart } = fakeCart({ ok: false, status: 400, message: 'Maximum quantity available is 3' });
    const result = await createMoveToCartService(t.database.db, cart).moveToCart({ userId }, { wishlistItemId: itemId, quantity: 5 });
    expect(result).toEqual({ kind: 'refused', status: 400, message: 'Maximum quantity available is 3' });
    const after = await wishlist.getWishlist(userId);
    expect(after.items.map((item) => item._id)).toEqual([itemId]);
    expect(after.analytics).toEqual(before.analytics);
  });

  it("answers not-in-wishlist for another customer's item without calling the cart", async () => {
    const { itemId, userId: ownerId, wishlist } = await wishlistWithOneItem();
    const stranger = await signIn(t, 'Stranger');
    const { cart, calls } = fakeCart({ ok: true });
    const move = createMoveToCartService(t.database.db, cart);
    expect(await move.moveToCart({ userId: stranger.userId }, { wishlistItemId: itemId, quantity: 1 })).toEqual({ kind: 'not-in-wishlist' });
    expect(await move.moveToCart({ userId: ownerId }, { wishlistItemId: 'no-such-item', quantity: 1 })).toEqual({ kind: 'not-in-wishlist' });
    expect(calls).toEqual([]);
    expect((await wishlist.getWishlist(ownerId)).items).toHaveLength(1);
  });
});
