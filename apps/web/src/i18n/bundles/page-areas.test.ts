import { describe, expect, it } from 'vitest';
import { orderLimitEn } from '../locales/order-limit/en';
import { orderLimitHi } from '../locales/order-limit/hi';
import { orderLimitTa } from '../locales/order-limit/ta';
import { orderLimitTe } from '../locales/order-limit/te';
import { wishlistPageEn } from '../locales/wishlist-page/en';
import { wishlistPageHi } from '../locales/wishlist-page/hi';
import { wishlistPageTa } from '../locales/wishlist-page/ta';
import { wishlistPageTe } from '../locales/wishlist-page/te';

/** The small areas a page loads with itself: each language has every English key, in its own words. */
const AREAS = [
  { name: 'order limit', strings: [orderLimitEn.orderLimit, orderLimitHi.orderLimit, orderLimitTa.orderLimit, orderLimitTe.orderLimit] },
  { name: 'wishlist page', strings: [wishlistPageEn.wishlistPage, wishlistPageHi.wishlistPage, wishlistPageTa.wishlistPage, wishlistPageTe.wishlistPage] },
];

describe.each(AREAS)('the $name strings', ({ strings }) => {
  it('have every English key in Hindi, Tamil and Telugu, translated', () => {
    const [english, ...others] = strings as Array<Record<string, string>>;
    const keys = Object.keys(english!).sort();
    for (const language of others) {
      expect(Object.keys(language).sort()).toEqual(keys);
      for (const key of keys) expect(language[key]).not.toBe(english![key]);
    }
  });
});
