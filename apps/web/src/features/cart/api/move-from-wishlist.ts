import type { MoveFromWishlist } from '@aabhushan/shared/schemas/wishlist';
import { sendCartChange } from './cart-request';
import { useCartChange } from './use-cart-change';

/**
 * POST /api/v1/cart/move-from-wishlist {wishlistItemId, quantity}: answers `success, cart` (the
 * cart in `data` too); the item leaves the wishlist, so the caller refreshes the wishlist.
 */
export function moveFromWishlist(body: MoveFromWishlist) {
  return sendCartChange('POST', '/move-from-wishlist', body);
}

export function useMoveFromWishlist() {
  return useCartChange(moveFromWishlist);
}
