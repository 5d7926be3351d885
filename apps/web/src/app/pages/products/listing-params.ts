import { LISTING_PAGE_SIZE } from '@aabhushan/shared/rules/pagination';
import {
  isProductMetal,
  isProductSort,
  PRODUCT_SORTS,
  type ProductFilters,
  type ProductSort,
} from '../../../features/catalogue/lib/product-filters';
import { isValidPriceRange } from '@aabhushan/shared/rules/price-range';
import { MAX_PRICE_RUPEES } from '@aabhushan/shared/rules/listing-filters';
import { cutText, readQueryParam, readWholeNumber } from '../../../lib/url-params';
import { href } from '@aabhushan/shared/pages/page-manifest';

export { LISTING_PAGE_SIZE };

/** The six orders of the sort select (spec B section 2), applied by the server. */
export const LISTING_SORTS = PRODUCT_SORTS;
export type ListingSort = ProductSort;

/** Search terms longer than this are cut (the search call accepts at most 100 characters). */
export const SEARCH_MAX_LENGTH = 100;

/**
 * What /products shows, read from its URL:
 * ?search=&category=&tag=&metal=a,b&minPrice=&maxPrice=&inStock=true&sort=&page=.
 */
export interface ListingParams extends ProductFilters {
  page: number;
  tag?: string;
  search?: string;
  sort?: ListingSort;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Far more pages than the catalogue will ever have; a larger number is not a real link. */
export const LISTING_MAX_PAGE = 100_000;
/** Category and tag slugs are at most 200 characters (the slug calls take no more). */
const SLUG_MAX_LENGTH = 200;

function slug(value: string | undefined): string | undefined {
  const lower = value?.toLowerCase();
  return lower && SLUG.test(lower) ? lower : undefined;
}

/** Known metals from a comma list (or a repeated ?metal=), each once, in the order given. */
function metals(search: URLSearchParams): string[] {
  const list = search
    .getAll('metal')
    .flatMap((value) => value.split(','))
    .map((part) => part.trim().toLowerCase());
  return [...new Set(list.filter(isProductMetal))];
}

/**
 * Reads the URL leniently, so any address renders the listing: a missing, broken, repeated
 * or out-of-range page reads as page 1; control characters, broken Unicode, over-long text,
 * unknown sorts and metals and malformed values are dropped; a search longer than the search
 * call accepts is cut; a price pair that breaks the slider rule (minimum at least 100 below
 * the maximum) is dropped as a whole.
 */
export function readListingParams(search: URLSearchParams): ListingParams {
  const read = (name: string, maxLength?: number) => readQueryParam(search, name, maxLength);
  const rupees = (name: string) => readWholeNumber(read(name), { min: 0, max: MAX_PRICE_RUPEES });
  let minPrice = rupees('minPrice');
  let maxPrice = rupees('maxPrice');
  if (minPrice !== undefined && maxPrice !== undefined && !isValidPriceRange({ min: minPrice, max: maxPrice })) {
    minPrice = undefined;
    maxPrice = undefined;
  }
  const searchText = read('search');
  const sort = read('sort');
  return {
    page: readWholeNumber(read('page'), { min: 1, max: LISTING_MAX_PAGE }) ?? 1,
    search: searchText && cutText(searchText, SEARCH_MAX_LENGTH).trim(),
    category: slug(read('category', SLUG_MAX_LENGTH)),
    tag: slug(read('tag', SLUG_MAX_LENGTH)),
    metals: metals(search),
    minPrice,
    maxPrice,
    inStock: read('inStock') === 'true',
    sort: isProductSort(sort) ? sort : undefined,
  };
}

/** The query string for a set of params; page 1, the default order and empty values stay out. */
export function buildListingQuery(params: ListingParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.category) query.set('category', params.category);
  if (params.tag) query.set('tag', params.tag);
  if (params.metals && params.metals.length > 0) query.set('metal', params.metals.join(','));
  if (params.minPrice !== undefined) query.set('minPrice', String(params.minPrice));
  if (params.maxPrice !== undefined) query.set('maxPrice', String(params.maxPrice));
  if (params.inStock) query.set('inStock', 'true');
  if (params.sort) query.set('sort', params.sort);
  if (params.page > 1) query.set('page', String(params.page));
  return query;
}

/** The /products link for a set of params. */
export function buildListingHref(params: ListingParams): string {
  return href('products', {}, Object.fromEntries(buildListingQuery(params)));
}

/** The params after a filter change: any change of filters or order goes back to page 1. */
export function withFilters(params: ListingParams, patch: Partial<Omit<ListingParams, 'page'>>): ListingParams {
  return { ...params, ...patch, page: 1 };
}

/** Every filter removed; the search, tag and order stay (they are what the shopper came for). */
export function withoutFilters(params: ListingParams): ListingParams {
  return { page: 1, search: params.search, tag: params.tag, sort: params.sort, metals: [] };
}

/** Listing tags and the i18n key of their heading. */
export const TAG_TITLE_KEYS: Readonly<Record<string, string>> = {
  'new-arrival': 'listing.tags.newArrival',
  bestseller: 'listing.tags.bestseller',
  featured: 'listing.tags.featured',
  gifting: 'listing.tags.gifting',
};

/** The heading key of a tag the store names; an own key only (?tag=constructor is no heading). */
export function getTagTitleKey(tag: string | undefined): string | undefined {
  return tag !== undefined && Object.hasOwn(TAG_TITLE_KEYS, tag) ? TAG_TITLE_KEYS[tag] : undefined;
}
