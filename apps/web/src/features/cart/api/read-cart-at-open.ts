import type { QueryClient } from '@tanstack/react-query';
import { availableCouponsKey, getAvailableCoupons } from '../../coupons/api/get-available-coupons';
import { cartQueryOptions } from './get-cart';
import { getCartAnswer } from './cart-request';

/**
 * The cart page's first data: the cart and the coupons it can use, read at once. Read one after
 * the other, the best-coupon hint (the page's largest text) came a round trip after the lines.
 * The hint's query then finds its answer under the cart's version; a failed coupon read only
 * leaves the hint to its own query.
 */
export function readCartAtOpen(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery({
    ...cartQueryOptions(),
    queryFn: async ({ signal }) => {
      const [cart, coupons] = await Promise.all([getCartAnswer('', signal), getAvailableCoupons(signal).catch(() => undefined)]);
      if (coupons && cart.items.length > 0) queryClient.setQueryData(availableCouponsKey(cart.updatedAt), coupons);
      return cart;
    },
  });
}
