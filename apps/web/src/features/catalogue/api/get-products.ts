import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCardData } from '@aabhushan/shared/schemas/product-card';
import { apiGetList, type ListResult } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export interface ProductListParams {
  page?: number;
  limit?: number;
  /** Category slug. */
  category?: string;
  categoryId?: string;
  /** featured, bestseller, new-arrival, gifting */
  tag?: string;
}

/**
 * GET /api/public/product?view=card: active products as the compact card shape, which is all a
 * card, a tile or a count needs; the product page loads the full product (get-product.ts).
 */
export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ListResult<ProductCardData>> {
  return apiGetList<ProductCardData>('/api/public/product', { params: { ...params, view: 'card' }, signal });
}

export function productsQueryOptions(params: ProductListParams) {
  return queryOptions({
    queryKey: catalogueKeys.products(params),
    queryFn: ({ signal }) => getProducts(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProducts(params: ProductListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(params), enabled: options.enabled ?? true });
}
