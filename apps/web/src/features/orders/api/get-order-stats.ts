import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { OrderStats } from '../lib/order-types';
import { orderKeys } from './order-keys';

/** 'Failed to fetch order stats' falls back to zeros (spec B section 8). */
export const ZERO_STATS: OrderStats = { totalOrders: 0, totalSpent: 0, pendingOrders: 0, completedOrders: 0, rewardPoints: 0 };

function toCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** GET /api/orders/stats; any missing figure reads as zero. */
export async function getOrderStats(signal?: AbortSignal): Promise<OrderStats> {
  const data = (await apiGet<Partial<OrderStats>>('/api/orders/stats', { signal, cache: 'no-store' })).data ?? {};
  return {
    totalOrders: toCount(data.totalOrders),
    totalSpent: toCount(data.totalSpent),
    pendingOrders: toCount(data.pendingOrders),
    completedOrders: toCount(data.completedOrders),
    rewardPoints: Math.floor(toCount(data.rewardPoints)),
  };
}

export function useOrderStats(enabled = true) {
  return useQuery({ queryKey: orderKeys.stats(), queryFn: ({ signal }) => getOrderStats(signal), enabled, meta: { quiet: true } });
}
