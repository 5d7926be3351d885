import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@aabhushan/shared/rules/pagination';
import { apiGet } from '../../../lib/api-client';
import type { Order } from '../lib/order-types';
import { orderKeys } from './order-keys';

/** Orders list default size (spec B section 9). */
export const ORDERS_PAGE_SIZE = 10;

export interface OrdersPage {
  orders: Order[];
  pagination: Pagination;
}

/** The answer to a failed list: empty with the default pagination (spec B section 8). */
export const EMPTY_ORDERS_PAGE: OrdersPage = {
  orders: [],
  pagination: { currentPage: 1, totalPages: 0, totalItems: 0, itemsPerPage: ORDERS_PAGE_SIZE, hasNextPage: false, hasPreviousPage: false },
};

/** GET /api/orders?page&limit&status: the orders in `data.data` with `data.pagination` (spec B section 7). */
export async function getOrders(page: number, status: string, signal?: AbortSignal): Promise<OrdersPage> {
  const envelope = await apiGet<{ data: Order[]; pagination: Pagination } | Order[]>('/api/orders', {
    params: { page, limit: ORDERS_PAGE_SIZE, status: status || undefined },
    signal,
    cache: 'no-store',
  });
  const body = envelope.data;
  // The spec nests the list (data.data); a flat list with a top-level pagination is read too.
  const orders = Array.isArray(body) ? body : body.data;
  const pagination = (Array.isArray(body) ? envelope.pagination : body.pagination) ?? EMPTY_ORDERS_PAGE.pagination;
  return { orders: Array.isArray(orders) ? orders : [], pagination };
}

export function useOrders(page: number, status: string) {
  return useQuery({
    queryKey: orderKeys.list(page, status),
    queryFn: ({ signal }) => getOrders(page, status, signal),
    placeholderData: keepPreviousData,
    meta: { quiet: true },
  });
}
