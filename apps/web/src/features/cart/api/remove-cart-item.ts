import { sendCartChange } from './cart-request';
import { useCartChange } from './use-cart-change';

/** DELETE /api/v1/cart/items/{id}. */
export function removeCartItem(itemId: string) {
  return sendCartChange('DELETE', `/items/${encodeURIComponent(itemId)}`);
}

export function useRemoveCartItem() {
  return useCartChange(removeCartItem, 1);
}
