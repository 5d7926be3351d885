import { describe, expect, it } from 'vitest';
import { buildListingHref, readListingParams } from './listing-params';

describe('listing params', () => {
  it('reads page, category, tag, search and sort from the URL', () => {
    const params = readListingParams(new URLSearchParams('page=3&category=rings&tag=bestseller&search=%20ruby%20&sort=newest'));
    expect(params).toEqual({ page: 3, category: 'rings', tag: 'bestseller', search: 'ruby', sort: 'newest' });
  });

  it('reads a missing or broken page as page 1 and ignores unknown sorts', () => {
    for (const page of ['', '0', '-2', '1.5', 'abc']) {
      expect(readListingParams(new URLSearchParams(`page=${page}`)).page).toBe(1);
    }
    expect(readListingParams(new URLSearchParams('sort=cheapest')).sort).toBeUndefined();
  });

  it('builds links that keep the filters and leave page 1 out', () => {
    expect(buildListingHref({ page: 1 })).toBe('/products');
    expect(buildListingHref({ page: 2, category: 'rings', tag: 'gifting' })).toBe('/products?category=rings&tag=gifting&page=2');
    expect(buildListingHref({ page: 1, search: 'pearl drop' })).toBe('/products?search=pearl+drop');
  });
});
