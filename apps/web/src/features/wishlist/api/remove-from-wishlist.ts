import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '@aabhushan/shared/schemas/wishlist';
import { apiSend } from '../../../lib/api-client';
import { WISHLIST_TIMEOUT_MS } from './get-wishlist';
import { wishlistKeys } from './wishlist-keys';

/** DELETE /api/wishlist/remove/{productId}: answers the updated wishlist. */
export async function removeFromWishlist(productId: string): Promise<Wishlist> {
  const path = `/api/wishlist/remove/${encodeURIComponent(productId)}`;
  return (await apiSend<Wishlist>('DELETE', path, undefined, { timeoutMs: WISHLIST_TIMEOUT_MS })).data;
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: (wishlist) => queryClient.setQueryData(wishlistKeys.wishlist(), wishlist),
  });
}
