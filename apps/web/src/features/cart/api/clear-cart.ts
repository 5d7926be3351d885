import { sendCartChange } from './cart-request';
import { useCartChange } from './use-cart-change';

/** DELETE /api/v1/cart/clear. */
export function clearCart() {
  return sendCartChange('DELETE', '/clear');
}

export function useClearCart() {
  return useCartChange(clearCart, 1);
}
