import { useQuery } from '@tanstack/react-query';
import type { SharedWishlist } from '@aabhushan/shared/schemas/wishlist-share';
import { apiGet } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/api-error';

/** Like the shopper's own wishlist reads: given up after 10 s. */
const SHARED_WISHLIST_TIMEOUT_MS = 10_000;

/** GET /api/public/wishlist/shared/{token}: anyone's view of a shared wishlist; 404 once sharing stops. */
export async function getSharedWishlist(token: string, signal?: AbortSignal): Promise<SharedWishlist> {
  const path = `/api/public/wishlist/shared/${encodeURIComponent(token)}`;
  return (await apiGet<SharedWishlist>(path, { signal, timeoutMs: SHARED_WISHLIST_TIMEOUT_MS, cache: 'no-store' })).data;
}

/** Apart from the shopper's own wishlist keys: refreshing their wishlist must not count a view here. */
const sharedWishlistKey = (token: string) => ['shared-wishlist', token] as const;

export function useSharedWishlist(token: string) {
  return useQuery({
    queryKey: sharedWishlistKey(token),
    queryFn: ({ signal }) => getSharedWishlist(token, signal),
    // Each read counts a view: read once per visit, and never again for a link that does not open.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (failures, error) => !isNotFound(error) && failures < 2,
    meta: { handlesNotFound: true },
  });
}
