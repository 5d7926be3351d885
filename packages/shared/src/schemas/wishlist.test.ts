import { describe, expect, it } from 'vitest';
import { moveFromWishlistSchema, WISHLIST_MESSAGES, wishlistAddSchema } from './wishlist';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('wishlistAddSchema', () => {
  it('fills the spec defaults: MEDIUM, no price-drop and no stock notice', () => {
    expect(wishlistAddSchema.parse({ productId: ' p1 ' })).toEqual({ productId: 'p1', priority: 'MEDIUM', notifyOnPriceDown: false, notifyOnStock: false });
  });
  it('keeps chosen values', () => {
    expect(wishlistAddSchema.parse({ productId: 'p1', priority: 'HIGH', notifyOnPriceDown: true, notifyOnStock: true })).toMatchObject({ priority: 'HIGH', notifyOnPriceDown: true, notifyOnStock: true });
  });
  it('answers each bad field with its message', () => {
    expect(firstMessage(wishlistAddSchema.safeParse({}))).toBe(WISHLIST_MESSAGES.invalidProduct);
    expect(firstMessage(wishlistAddSchema.safeParse({ productId: '   ' }))).toBe(WISHLIST_MESSAGES.invalidProduct);
    expect(firstMessage(wishlistAddSchema.safeParse({ productId: 'p1', priority: 'urgent' }))).toBe(WISHLIST_MESSAGES.invalidPriority);
    expect(firstMessage(wishlistAddSchema.safeParse({ productId: 'p1', notifyOnStock: 'yes' }))).toBe(WISHLIST_MESSAGES.invalidFlag);
  });
});

describe('moveFromWishlistSchema', () => {
  it('moves one piece unless told otherwise, up to the cart limit of 99', () => {
    expect(moveFromWishlistSchema.parse({ wishlistItemId: 'w1' })).toEqual({ wishlistItemId: 'w1', quantity: 1 });
    expect(moveFromWishlistSchema.parse({ wishlistItemId: 'w1', quantity: 99 }).quantity).toBe(99);
  });
  it("refuses quantities outside 1 to 99 with the spec's 'Invalid quantity'", () => {
    for (const quantity of [0, -1, 1.5, 100, '2']) {
      expect(firstMessage(moveFromWishlistSchema.safeParse({ wishlistItemId: 'w1', quantity }))).toBe('Invalid quantity');
    }
  });
});
