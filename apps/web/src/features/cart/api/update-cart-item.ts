import { sendCartChange } from './cart-request';
import { useCartChange } from './use-cart-change';

/** A line's change: its quantity, its engraving (null takes it off), or both; what is not sent is kept. */
export interface CartItemChange {
  itemId: string;
  quantity?: number;
  engraving?: string | null;
}

/** PUT /api/v1/cart/items/{id} {quantity?, engraving?}; a quantity of 0 or less removes the line. */
export function updateCartItem({ itemId, quantity, engraving }: CartItemChange) {
  const body = { ...(quantity !== undefined ? { quantity } : {}), ...(engraving !== undefined ? { engraving } : {}) };
  return sendCartChange('PUT', `/items/${encodeURIComponent(itemId)}`, body);
}

/** Setting a quantity or an engraving is idempotent, so it is retried once (a repeat changes nothing). */
export function useUpdateCartItem() {
  return useCartChange(updateCartItem, 1);
}
