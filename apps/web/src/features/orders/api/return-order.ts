import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import type { Order } from '../lib/order-types';
import { orderKeys } from './order-keys';

export interface ReturnRequest {
  id: string;
  reason: string;
  /** Order item ids being returned. */
  items: string[];
}

/** POST /api/orders/{id}/return {reason, items}: delivered orders within 7 days of delivery. */
export async function requestReturn({ id, reason, items }: ReturnRequest): Promise<Order> {
  return (await apiSend<Order>('POST', `/api/orders/${encodeURIComponent(id)}/return`, { reason, items })).data;
}

export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
