import { LISTING_PAGE_SIZE } from '@aabhushan/shared/rules/pagination';
import {
  isProductMetal,
  isProductSort,
  PRODUCT_SORTS,
  type ProductFilters,
  type ProductSort,
} from '../../../features/catalogue/lib/product-filters';
import { isValidPriceRange } from '@aabhushan/shared/rules/price-range';

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

function text(value: string | null, max = SEARCH_MAX_LENGTH): string | undefined {
  const trimmed = value?.trim().slice(0, max).trim();
  return trimmed ? trimmed : undefined;
}

function slug(value: string | null): string | undefined {
  const trimmed = value?.trim().toLowerCase();
  return trimmed && SLUG.test(trimmed) ? trimmed : undefined;
}

/** A whole, non-negative rupee amount, else undefined (1e3, -5, 12.5 and "abc" are ignored). */
function rupees(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/** Known metals from a comma list, each once, in the order given. */
function metals(value: string | null): string[] {
  if (!value) return [];
  const list = value.split(',').map((part) => part.trim().toLowerCase());
  return [...new Set(list.filter(isProductMetal))];
}

/**
 * Reads the URL leniently: a missing, broken or negative page reads as page 1; unknown
 * sorts, metals and malformed values are dropped; a price pair that breaks the slider rule
 * (minimum at least 100 below the maximum) is dropped as a whole.
 */
export function readListingParams(search: URLSearchParams): ListingParams {
  const page = Number(search.get('page'));
  let minPrice = rupees(search.get('minPrice'));
  let maxPrice = rupees(search.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && !isValidPriceRange({ min: minPrice, max: maxPrice })) {
    minPrice = undefined;
    maxPrice = undefined;
  }
  const sort = search.get('sort');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: text(search.get('search')),
    category: slug(search.get('category')),
    tag: slug(search.get('tag')),
    metals: metals(search.get('metal')),
    minPrice,
    maxPrice,
    inStock: search.get('inStock') === 'true',
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
  const qs = buildListingQuery(params).toString();
  return qs ? `/products?${qs}` : '/products';
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
