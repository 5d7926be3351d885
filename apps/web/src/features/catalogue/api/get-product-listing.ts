import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@aabhushan/shared/rules/pagination';
import type { ProductCardData } from '@aabhushan/shared/schemas/product-card';
import { apiGet } from '../../../lib/api-client';
import type { ProductFacets, ProductFilters, ProductSort } from '../lib/product-filters';
import { catalogueKeys } from './catalogue-keys';

/** One listing page: filters, search text, tag and order, all applied by the server. */
export interface ProductListingParams extends ProductFilters {
  page: number;
  limit: number;
  search?: string;
  tag?: string;
  sort?: ProductSort;
}

export interface ProductListing {
  items: ProductCardData[];
  pagination: Pagination;
  facets: ProductFacets | undefined;
}

/** The call's query: metals as a comma list, inStock only when true, the products as compact cards. */
export function toListingQuery(params: ProductListingParams): Record<string, string | number | undefined> {
  return {
    view: 'card',
    page: params.page,
    limit: params.limit,
    search: params.search,
    category: params.category,
    tag: params.tag,
    metal: params.metals && params.metals.length > 0 ? params.metals.join(',') : undefined,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    inStock: params.inStock ? 'true' : undefined,
    sort: params.sort,
  };
}

/** GET /api/public/product with filters: the page of product cards, its pagination and the facet counts. */
export async function getProductListing(params: ProductListingParams, signal?: AbortSignal): Promise<ProductListing> {
  const envelope = await apiGet<ProductCardData[]>('/api/public/product', { params: toListingQuery(params), signal });
  const items = Array.isArray(envelope.data) ? envelope.data : [];
  const facets = (envelope as { facets?: ProductFacets }).facets;
  const pagination = envelope.pagination ?? {
    currentPage: params.page,
    totalPages: items.length > 0 ? 1 : 0,
    totalItems: items.length,
    itemsPerPage: params.limit,
    hasNextPage: false,
    hasPreviousPage: false,
  };
  return { items, pagination, facets };
}

export function productListingQueryOptions(params: ProductListingParams) {
  return queryOptions({
    queryKey: catalogueKeys.listing(toListingQuery(params)),
    queryFn: ({ signal }) => getProductListing(params, signal),
    // The previous page stays on screen (dimmed) while the next filter's answer loads.
    placeholderData: keepPreviousData,
  });
}

export function useProductListing(params: ProductListingParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productListingQueryOptions(params), enabled: options.enabled ?? true });
}
