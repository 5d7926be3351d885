import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Order, StatusHistoryEntry } from '../lib/order-types';
import { orderKeys } from './order-keys';

/** GET /api/orders/{id}: the shopper's own order (another customer's answers 404). */
export async function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return (await apiGet<Order>(`/api/orders/${encodeURIComponent(id)}`, { signal, cache: 'no-store' })).data;
}

export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    meta: { quiet: true },
  });
}

/**
 * GET /api/orders/{id}/status-history, oldest first. A failure gives an empty list
 * ('Failed to fetch status history', spec B section 8): the page still shows the order.
 */
export async function getStatusHistory(id: string, signal?: AbortSignal): Promise<StatusHistoryEntry[]> {
  const body = (await apiGet<StatusHistoryEntry[] | { history: StatusHistoryEntry[] }>(`/api/orders/${encodeURIComponent(id)}/status-history`, { signal, cache: 'no-store' })).data;
  const list = Array.isArray(body) ? body : (body?.history ?? []);
  return [...list].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

export function useStatusHistory(id: string) {
  return useQuery({
    queryKey: orderKeys.history(id),
    queryFn: ({ signal }) => getStatusHistory(id, signal),
    meta: { quiet: true },
  });
}
