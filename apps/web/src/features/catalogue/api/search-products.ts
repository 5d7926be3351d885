import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCardData } from '@aabhushan/shared/schemas/product-card';
import { apiGetList, type ListResult } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export interface ProductSearchParams {
  q: string;
  page?: number;
  limit?: number;
}

/** Type-ahead starts when the trimmed text has more than 1 character (spec A section 5). */
export const SUGGESTION_MIN_LENGTH = 2;
/** Type-ahead asks for page 1 with 8 results (spec A section 9). */
export const SUGGESTION_PAGE_SIZE = 8;

/** GET /api/public/product/search?q=&view=card: products whose name matches, as compact cards. */
export function searchProducts(params: ProductSearchParams, signal?: AbortSignal): Promise<ListResult<ProductCardData>> {
  return apiGetList<ProductCardData>('/api/public/product/search', { params: { ...params, view: 'card' }, signal });
}

export function searchProductsQueryOptions(params: ProductSearchParams) {
  return queryOptions({
    queryKey: catalogueKeys.search(params),
    queryFn: ({ signal }) => searchProducts(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSearchProducts(params: ProductSearchParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...searchProductsQueryOptions(params), enabled: (options.enabled ?? true) && params.q.trim() !== '' });
}
