import { describe, expect, it } from 'vitest';
import { PRICE_RANGE_GAP_RUPEES } from '@aabhushan/shared/rules/price-range';
import {
  buildListingHref,
  getTagTitleKey,
  LISTING_MAX_PAGE,
  readListingParams,
  withFilters,
  withoutFilters,
  type ListingParams,
} from './listing-params';

const read = (query: string) => readListingParams(new URLSearchParams(query));

describe('listing params', () => {
  it('reads every filter, the search, tag, sort and page from the URL', () => {
    const params = read(
      'page=3&category=rings&tag=bestseller&search=%20ruby%20&sort=price-asc&metal=gold,rose-gold&minPrice=1000&maxPrice=50000&inStock=true',
    );
    expect(params).toEqual({
      page: 3,
      category: 'rings',
      tag: 'bestseller',
      search: 'ruby',
      sort: 'price-asc',
      metals: ['gold', 'rose-gold'],
      minPrice: 1000,
      maxPrice: 50000,
      inStock: true,
    });
  });

  it('reads a missing or broken page as page 1', () => {
    for (const page of ['', '0', '-2', '1.5', 'abc', 'NaN', 'Infinity', '1e3', '0x10', ' ', '%00', `${LISTING_MAX_PAGE + 1}`, '9'.repeat(400)]) {
      expect(read(`page=${page}`).page).toBe(1);
    }
  });

  it('ignores unknown sorts, metals and malformed values', () => {
    const params = read('sort=cheapest&metal=gold,unobtainium,GOLD,%20silver&category=Rings%3Cscript%3E&inStock=yes&minPrice=abc&maxPrice=-5');
    expect(params.sort).toBeUndefined();
    expect(params.metals).toEqual(['gold', 'silver']);
    expect(params.category).toBeUndefined();
    expect(params.inStock).toBe(false);
    expect(params.minPrice).toBeUndefined();
    expect(params.maxPrice).toBeUndefined();
    expect(read('minPrice=1e3&maxPrice=12.5')).toMatchObject({ minPrice: undefined, maxPrice: undefined });
  });

  it('drops a price pair that breaks the slider rule, keeps a single open end', () => {
    expect(read(`minPrice=5000&maxPrice=${5000 + PRICE_RANGE_GAP_RUPEES - 1}`)).toMatchObject({ minPrice: undefined, maxPrice: undefined });
    expect(read(`minPrice=5000&maxPrice=${5000 + PRICE_RANGE_GAP_RUPEES}`)).toMatchObject({ minPrice: 5000, maxPrice: 5100 });
    expect(read('minPrice=5000')).toMatchObject({ minPrice: 5000, maxPrice: undefined });
    expect(read('maxPrice=0')).toMatchObject({ minPrice: undefined, maxPrice: 0 });
  });

  it('cuts a search longer than the search call accepts', () => {
    expect(read(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
    // Never cut between the halves of a surrogate pair (the API would refuse the lone half).
    const cut = read(`search=${'a'.repeat(99)}${encodeURIComponent('💍💍')}`).search!;
    expect(cut).toBe('a'.repeat(99));
  });

  it('renders the plain listing for hostile addresses', () => {
    const plain: ListingParams = { page: 1, search: undefined, category: undefined, tag: undefined, metals: [], inStock: false, sort: undefined };
    for (const query of [
      'search=%00&category=%01rings&tag=%7F&page=%00',
      'search=%E0%A4&category=%E0%A4&sort=%ZZ&page=%E0%A4',
      `search=${'a'.repeat(5_000)}&category=${'r'.repeat(5_000)}`,
      'page=1&page=2&search=ring&search=gold&category=rings&category=earrings&sort=rating&sort=newest',
      '__proto__=1&constructor=1&sort=constructor&category=__proto__&tag=__proto__',
      'minPrice=-5&maxPrice=99999999999999999999&inStock=true&inStock=true',
    ]) {
      expect(read(query), query).toEqual({ ...plain, minPrice: undefined, maxPrice: undefined });
    }
  });

  it('reads a repeated metal as one list, as the API does', () => {
    expect(read('metal=gold&metal=silver,gold').metals).toEqual(['gold', 'silver']);
  });

  it('names only the tags it knows, never an inherited key', () => {
    expect(getTagTitleKey('gifting')).toBe('listing.tags.gifting');
    for (const tag of ['constructor', 'tostring', '__proto__', 'hasownproperty', undefined]) {
      expect(getTagTitleKey(tag)).toBeUndefined();
    }
  });

  it('builds links that keep the filters and leave page 1 and empty values out', () => {
    expect(buildListingHref({ page: 1 })).toBe('/products');
    expect(buildListingHref({ page: 2, category: 'rings', tag: 'gifting' })).toBe('/products?category=rings&tag=gifting&page=2');
    expect(buildListingHref({ page: 1, search: 'pearl drop' })).toBe('/products?search=pearl+drop');
    expect(buildListingHref({ page: 1, metals: [], inStock: false, minPrice: undefined })).toBe('/products');
    expect(buildListingHref({ page: 1, metals: ['gold', 'silver'], minPrice: 0, maxPrice: 900, inStock: true, sort: 'rating' })).toBe(
      '/products?metal=gold%2Csilver&minPrice=0&maxPrice=900&inStock=true&sort=rating',
    );
  });

  it('reads back exactly what it writes (a shared link shows the same page)', () => {
    const params: ListingParams = {
      page: 4,
      search: 'kundan',
      category: 'necklaces',
      tag: 'featured',
      metals: ['rose-gold', 'platinum'],
      minPrice: 2500,
      maxPrice: 90000,
      inStock: true,
      sort: 'price-desc',
    };
    const href = buildListingHref(params);
    expect(read(href.split('?')[1]!)).toEqual(params);
  });

  it('goes back to page 1 when a filter or the order changes', () => {
    const params = read('page=5&category=rings&sort=newest');
    expect(withFilters(params, { metals: ['gold'] })).toMatchObject({ page: 1, category: 'rings', metals: ['gold'], sort: 'newest' });
    expect(withFilters(params, { sort: 'price-asc' }).page).toBe(1);
  });

  it('clears every filter but keeps the search, tag and order', () => {
    const params = read('page=2&search=ring&tag=gifting&sort=rating&category=rings&metal=gold&minPrice=100&inStock=true');
    expect(buildListingHref(withoutFilters(params))).toBe('/products?search=ring&tag=gifting&sort=rating');
  });
});
