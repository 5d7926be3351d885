import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '@aabhushan/shared/schemas/wishlist';
import { apiSend } from '../../../lib/api-client';
import { WISHLIST_TIMEOUT_MS } from './get-wishlist';
import { wishlistKeys } from './wishlist-keys';

/** DELETE /api/wishlist/clear: answers the emptied wishlist. */
export async function clearWishlist(): Promise<Wishlist> {
  return (await apiSend<Wishlist>('DELETE', '/api/wishlist/clear', undefined, { timeoutMs: WISHLIST_TIMEOUT_MS })).data;
}

export function useClearWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearWishlist,
    onSuccess: (wishlist) => queryClient.setQueryData(wishlistKeys.wishlist(), wishlist),
  });
}
