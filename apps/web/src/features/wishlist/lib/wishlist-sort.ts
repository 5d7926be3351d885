import type { WishlistItem } from '@aabhushan/shared/schemas/wishlist';
import { pickPieceName } from '@aabhushan/shared/piece-name';

/** The wishlist page's four orders (spec B section 2); newest first by default. */
export const WISHLIST_SORTS = ['newest', 'price-low', 'price-high', 'name'] as const;
export type WishlistSort = (typeof WISHLIST_SORTS)[number];

export function isWishlistSort(value: string | null): value is WishlistSort {
  return (WISHLIST_SORTS as readonly string[]).includes(value ?? '');
}

const byNewest = (a: WishlistItem, b: WishlistItem) => Date.parse(b.addedAt) - Date.parse(a.addedAt);

/** A sorted copy: newest by addedAt, price by today's price (ties newest first), name A to Z as shown in `locale`'s language. */
export function sortWishlistItems(items: readonly WishlistItem[], sort: WishlistSort, locale = 'en'): WishlistItem[] {
  const price = (item: WishlistItem) => item.productSnapshot.currentPrice;
  const name = (item: WishlistItem) => pickPieceName(item.productSnapshot, locale);
  const compare: Record<WishlistSort, (a: WishlistItem, b: WishlistItem) => number> = {
    newest: byNewest,
    'price-low': (a, b) => price(a) - price(b) || byNewest(a, b),
    'price-high': (a, b) => price(b) - price(a) || byNewest(a, b),
    name: (a, b) => name(a).localeCompare(name(b), locale) || byNewest(a, b),
  };
  return [...items].sort(compare[sort]);
}
