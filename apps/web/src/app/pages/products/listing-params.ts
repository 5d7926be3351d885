import { LISTING_PAGE_SIZE } from '@aabhushan/shared/rules/pagination';

export { LISTING_PAGE_SIZE };

/** Sort orders the listing understands so far; the list is newest first already. */
export const LISTING_SORTS = ['newest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** What /products shows, read from its URL: ?page=&category=&tag=&search=&sort=. */
export interface ListingParams {
  page: number;
  category?: string;
  tag?: string;
  search?: string;
  sort?: ListingSort;
}

function readSort(value: string | null): ListingSort | undefined {
  return LISTING_SORTS.find((sort) => sort === value);
}

function text(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A missing, broken or negative page number reads as page 1. */
export function readListingParams(search: URLSearchParams): ListingParams {
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    category: text(search.get('category')),
    tag: text(search.get('tag')),
    search: text(search.get('search')),
    sort: readSort(search.get('sort')),
  };
}

/** The /products link for a set of params; page 1 and empty values stay out of the URL. */
export function buildListingHref(params: ListingParams): string {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.category) query.set('category', params.category);
  if (params.tag) query.set('tag', params.tag);
  if (params.sort) query.set('sort', params.sort);
  if (params.page > 1) query.set('page', String(params.page));
  const qs = query.toString();
  return qs ? `/products?${qs}` : '/products';
}

/** Listing tags and the i18n key of their heading. */
export const TAG_TITLE_KEYS: Readonly<Record<string, string>> = {
  'new-arrival': 'listing.tags.newArrival',
  bestseller: 'listing.tags.bestseller',
  featured: 'listing.tags.featured',
  gifting: 'listing.tags.gifting',
};
