import { sendCartChange } from './cart-request';
import { useCartChange } from './use-cart-change';

/** POST /api/v1/cart/coupons/apply {couponCode}: one coupon per cart, a new one replaces the old. */
export function applyCoupon(couponCode: string) {
  return sendCartChange('POST', '/coupons/apply', { couponCode });
}

export function useApplyCoupon() {
  return useCartChange(applyCoupon);
}
