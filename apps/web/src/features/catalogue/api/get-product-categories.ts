import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@aabhushan/shared/schemas/catalogue';
import { apiGetList } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/public/productcategory: every category with its real product count. */
export async function getProductCategories(signal?: AbortSignal): Promise<Category[]> {
  const result = await apiGetList<Category>('/api/public/productcategory', { signal });
  return result.items;
}

export function productCategoriesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => getProductCategories(signal),
  });
}

export function useProductCategories() {
  return useQuery(productCategoriesQueryOptions());
}
