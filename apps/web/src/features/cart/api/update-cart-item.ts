import { sendCartChange } from './cart-request';
import { useCartChange } from './use-cart-change';

/** PUT /api/v1/cart/items/{id} {quantity}; 0 or less removes the line (spec A section 4). */
export function updateCartItem({ itemId, quantity }: { itemId: string; quantity: number }) {
  return sendCartChange('PUT', `/items/${encodeURIComponent(itemId)}`, { quantity });
}

/** Setting a quantity is idempotent, so one retry (spec A section 9). */
export function useUpdateCartItem() {
  return useCartChange(updateCartItem, 1);
}
