import type { CartAdd } from '@aabhushan/shared/schemas/cart';
import { sendCartChange } from './cart-request';
import { useCartChange } from './use-cart-change';

/** POST /api/v1/cart/add {productId, quantity, variantId}; the same piece twice is one line. */
export function addToCart(body: CartAdd) {
  return sendCartChange('POST', '/add', body);
}

/** Never retried: a second add would add the piece twice. */
export function useAddToCart() {
  return useCartChange(addToCart);
}
