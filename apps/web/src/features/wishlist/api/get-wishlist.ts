import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wishlist } from '@aabhushan/shared/schemas/wishlist';
import { apiGet } from '../../../lib/api-client';
import { useAccountDataGate } from '../../../lib/account/account-data-gate';
import { useSession } from '../../../lib/session/use-session';
import { wishlistKeys } from './wishlist-keys';

/** Wishlist calls give up after 10 s (spec B section 8). */
export const WISHLIST_TIMEOUT_MS = 10_000;

/** GET /api/wishlist: the spec reads the wishlist from `message`; this server sends it in `data` too. */
export async function getWishlist(signal?: AbortSignal): Promise<Wishlist> {
  const envelope = await apiGet<Wishlist>('/api/wishlist', { signal, timeoutMs: WISHLIST_TIMEOUT_MS });
  return envelope.data;
}

export function wishlistQueryOptions() {
  return queryOptions({
    queryKey: wishlistKeys.wishlist(),
    queryFn: ({ signal }) => getWishlist(signal),
    // Spec B section 8: two retries for wishlist reads.
    retry: 2,
    meta: { quiet: true },
  });
}

/**
 * The shopper's wishlist, for signed-in shoppers only. `immediate` (the wishlist page) loads at
 * once; elsewhere it waits for the header's delay after sign-in (spec A section 4).
 */
export function useWishlist({ immediate = false }: { immediate?: boolean } = {}) {
  const { status } = useSession();
  const gate = useAccountDataGate();
  return useQuery({ ...wishlistQueryOptions(), enabled: status === 'signed-in' && (immediate || gate.wishlist) });
}
