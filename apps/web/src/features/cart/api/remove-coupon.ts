import { sendCartChange } from './cart-request';
import { useCartChange } from './use-cart-change';

/** DELETE /api/v1/cart/coupons/{code}, or /coupons/remove when no code is given (spec A section 7). */
export function removeCoupon(code: string | null) {
  return sendCartChange('DELETE', code ? `/coupons/${encodeURIComponent(code)}` : '/coupons/remove');
}

export function useRemoveCoupon() {
  return useCartChange(removeCoupon, 1);
}
