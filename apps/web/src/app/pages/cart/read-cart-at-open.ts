import type { QueryClient } from '@tanstack/react-query';
import { cartQueryOptions } from '../../../features/cart/api/get-cart';
import { getCartAnswer } from '../../../features/cart/api/cart-request';
import { availableCouponsKey, getAvailableCoupons } from '../../../features/coupons/api/get-available-coupons';

/**
 * The cart page's first data: the cart and the coupons it can use, asked for at once. Asked for
 * one after the other, the best-coupon hint (the page's largest text) came a round trip after the
 * lines. The lines never wait for the coupons; the coupons are filed under the cart's version,
 * where the hint's query finds them (or joins their read).
 *
 * Nothing enters the cache before `hydrated`: the header's and the bottom bar's badges read the
 * cart, and a count appearing while the drawn page (which shows none) is hydrated would not match it.
 */
export function readCartAtOpen(queryClient: QueryClient, hydrated: Promise<void>): Promise<void> {
  const cart = getCartAnswer('');
  const coupons = getAvailableCoupons();
  // Read by the queries below; a failure here is theirs to report (or to leave unreported).
  cart.catch(() => undefined);
  coupons.catch(() => undefined);
  const lines = queryClient.prefetchQuery({
    ...cartQueryOptions(),
    queryFn: async () => {
      const answer = await cart;
      await hydrated;
      return answer;
    },
  });
  const hint = cart.then(
    (answer) => {
      if (answer.items.length === 0) return;
      return queryClient.prefetchQuery({
        queryKey: availableCouponsKey(answer.updatedAt),
        queryFn: async () => {
          const list = await coupons;
          await hydrated;
          return list;
        },
        meta: { quiet: true },
      });
    },
    () => undefined,
  );
  return Promise.all([lines, hint]).then(() => undefined);
}
