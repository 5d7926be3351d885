import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { WISHLIST_TIMEOUT_MS } from './get-wishlist';
import { wishlistKeys } from './wishlist-keys';

/** POST /api/wishlist/share: the wishlist's link, the same one until sharing stops. */
export async function shareWishlist(): Promise<string> {
  return (await apiSend<{ url: string }>('POST', '/api/wishlist/share', undefined, { timeoutMs: WISHLIST_TIMEOUT_MS })).data.url;
}

/** DELETE /api/wishlist/share: the old link stops opening the wishlist. */
export async function stopSharingWishlist(): Promise<void> {
  await apiSend<null>('DELETE', '/api/wishlist/share', undefined, { timeoutMs: WISHLIST_TIMEOUT_MS });
}

/** Both change the wishlist's sharing state and counts, so the wishlist is read again after them. */
function useSharingChange<T>(change: () => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.wishlist() }),
  });
}

export const useShareWishlist = () => useSharingChange(shareWishlist);
export const useStopSharingWishlist = () => useSharingChange(stopSharingWishlist);
