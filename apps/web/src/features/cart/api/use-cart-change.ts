import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@aabhushan/shared/schemas/cart';
import { toast } from '../../../lib/toast/toast';
import { cartKeys } from './cart-keys';

/**
 * A cart change: the answer is the whole cart, which replaces the cached one; notices the server
 * sends with it (a coupon that stopped applying) are shown to the shopper.
 */
export function useCartChange<TInput>(mutationFn: (input: TInput) => Promise<Cart>, retry: number = 0) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry,
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKeys.cart(), cart);
      cart.notices.forEach((notice) => toast.info(notice));
    },
  });
}
