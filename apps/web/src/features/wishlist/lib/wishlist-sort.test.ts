import { describe, expect, it } from 'vitest';
import type { WishlistItem } from '@aabhushan/shared/schemas/wishlist';
import { isWishlistSort, sortWishlistItems } from './wishlist-sort';

function item(id: string, name: string, price: number, addedAt: string, ta?: string): WishlistItem {
  return {
    _id: id,
    addedAt,
    productSnapshot: { name, localizedName: { en: name, ta }, currentPrice: price },
  } as unknown as WishlistItem;
}

const items = [
  item('a', 'Kundan Jhumka', 12000, '2026-01-02T00:00:00Z', 'குந்தன் ஜிமிக்கி'),
  item('b', 'Anklet', 4000, '2026-01-03T00:00:00Z', 'கொலுசு'),
  item('c', 'Temple Necklace', 85000, '2026-01-01T00:00:00Z', 'கோயில் நெக்லஸ்'),
  item('d', 'Bangle', 4000, '2026-01-04T00:00:00Z', 'வளையல்'),
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

  it('sorts by the names shown in the language (Tamil here), English where a name has no translation', () => {
    expect(ids(sortWishlistItems(items, 'name', 'ta'))).toEqual(['a', 'b', 'c', 'd']);
    const untranslated = [item('e', 'Zircon Stud', 9000, '2026-01-05T00:00:00Z'), item('f', 'Armlet', 9000, '2026-01-06T00:00:00Z')];
    expect(ids(sortWishlistItems(untranslated, 'name', 'ta'))).toEqual(['f', 'e']);
  });

  it('knows its four sorts', () => {
    expect(isWishlistSort('price-low')).toBe(true);
    expect(isWishlistSort('cheapest')).toBe(false);
    expect(isWishlistSort(null)).toBe(false);
  });
});
