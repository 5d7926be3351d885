import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wishlist, WishlistAdd } from '@aabhushan/shared/schemas/wishlist';
import { apiSend } from '../../../lib/api-client';
import { WISHLIST_TIMEOUT_MS } from './get-wishlist';
import { wishlistKeys } from './wishlist-keys';

/** POST /api/wishlist/add; defaults MEDIUM, false, false (spec B section 3). Answers the updated wishlist. */
export async function addToWishlist(body: WishlistAdd): Promise<Wishlist> {
  const payload = { priority: 'MEDIUM', notifyOnPriceDown: false, notifyOnStock: false, ...body };
  return (await apiSend<Wishlist>('POST', '/api/wishlist/add', payload, { timeoutMs: WISHLIST_TIMEOUT_MS })).data;
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSuccess: (wishlist) => queryClient.setQueryData(wishlistKeys.wishlist(), wishlist),
  });
}
