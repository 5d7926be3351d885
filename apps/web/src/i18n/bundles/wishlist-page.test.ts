import { describe, expect, it } from 'vitest';
import { wishlistPageEn } from '../locales/wishlist-page/en';
import { wishlistPageHi } from '../locales/wishlist-page/hi';
import { wishlistPageTa } from '../locales/wishlist-page/ta';
import { wishlistPageTe } from '../locales/wishlist-page/te';

describe('wishlist page strings', () => {
  it('have every English key in Hindi, Tamil and Telugu, translated', () => {
    const english = Object.keys(wishlistPageEn.wishlistPage).sort();
    for (const language of [wishlistPageHi, wishlistPageTa, wishlistPageTe]) {
      expect(Object.keys(language.wishlistPage).sort()).toEqual(english);
      for (const key of english) expect(language.wishlistPage[key as keyof typeof language.wishlistPage]).not.toBe(wishlistPageEn.wishlistPage[key as keyof typeof wishlistPageEn.wishlistPage]);
    }
  });
});
