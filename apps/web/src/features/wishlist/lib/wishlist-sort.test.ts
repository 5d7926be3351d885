import { describe, expect, it } from 'vitest';
import type { WishlistItem } from '@aabhushan/shared/schemas/wishlist';
import { isWishlistSort, sortWishlistItems } from './wishlist-sort';

function item(id: string, name: string, price: number, addedAt: string): WishlistItem {
  return {
    _id: id,
    addedAt,
    productSnapshot: { name, currentPrice: price },
  } as unknown as WishlistItem;
}

const items = [
  item('a', 'Kundan Jhumka', 12000, '2026-01-02T00:00:00Z'),
  item('b', 'Anklet', 4000, '2026-01-03T00:00:00Z'),
  item('c', 'Temple Necklace', 85000, '2026-01-01T00:00:00Z'),
  item('d', 'Bangle', 4000, '2026-01-04T00:00:00Z'),
];
const ids = (list: WishlistItem[]) => list.map((entry) => entry._id);

describe('sortWishlistItems', () => {
  it('puts the newest first by default order', () => {
    expect(ids(sortWishlistItems(items, 'newest'))).toEqual(['d', 'b', 'a', 'c']);
  });

  it('sorts by price both ways, newest first among equal prices', () => {
    expect(ids(sortWishlistItems(items, 'price-low'))).toEqual(['d', 'b', 'a', 'c']);
    expect(ids(sortWishlistItems(items, 'price-high'))).toEqual(['c', 'a', 'd', 'b']);
  });

  it('sorts by name and leaves the input untouched', () => {
    expect(ids(sortWishlistItems(items, 'name'))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(items)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('knows its four sorts', () => {
    expect(isWishlistSort('price-low')).toBe(true);
    expect(isWishlistSort('cheapest')).toBe(false);
    expect(isWishlistSort(null)).toBe(false);
  });
});
