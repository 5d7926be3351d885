import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/api-error';
import { checkoutKeys } from './checkout-keys';
import type { Order } from './order-types';

/** GET /api/orders/{id}: the signed-in customer's own order (another customer's answers 404). */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return (await apiGet<Order>(`/api/orders/${encodeURIComponent(orderId)}`, { signal, cache: 'no-cache' })).data;
}

export function useOrder(orderId: string | undefined) {
  return useQuery({
    queryKey: checkoutKeys.order(orderId ?? ''),
    queryFn: ({ signal }) => getOrder(orderId!, signal),
    enabled: Boolean(orderId),
    // A missing order stays missing; other failures get one more try.
    retry: (count, error) => !isNotFound(error) && count < 1,
    meta: { handlesNotFound: true },
  });
}
