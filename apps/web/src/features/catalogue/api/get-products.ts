import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
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

/** GET /api/public/product: active products, newest first. */
export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ListResult<Product>> {
  return apiGetList<Product>('/api/public/product', { params: { ...params }, signal });
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
