import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { productApiPath } from '@aabhushan/shared/first-view';
import { apiGet } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/public/product/{slug}; the server also accepts the product's _id. 404 when unknown. */
export async function getProduct(slugOrId: string, signal?: AbortSignal): Promise<Product> {
  const envelope = await apiGet<Product>(productApiPath(slugOrId), { signal });
  return envelope.data;
}

export function productQueryOptions(slugOrId: string) {
  return queryOptions({
    queryKey: catalogueKeys.product(slugOrId),
    queryFn: ({ signal }) => getProduct(slugOrId, signal),
    // Cached and retried by the QueryClient defaults (network/5xx once, never a 4xx).
    // A missing product is answered by the page itself (back to the collection with a note).
    meta: { handlesNotFound: true },
  });
}

export function useProduct(slugOrId: string | undefined) {
  return useQuery({ ...productQueryOptions(slugOrId ?? ''), enabled: Boolean(slugOrId) });
}
