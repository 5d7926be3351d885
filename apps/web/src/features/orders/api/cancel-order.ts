import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import type { Order } from '../lib/order-types';
import { orderKeys } from './order-keys';

/** POST /api/orders/{id}/cancel {reason}: pending or confirmed only; a paid order is refunded. */
export async function cancelOrder({ id, reason }: { id: string; reason: string }): Promise<Order> {
  return (await apiSend<Order>('POST', `/api/orders/${encodeURIComponent(id)}/cancel`, { reason })).data;
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
