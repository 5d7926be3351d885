import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pagination } from '@aabhushan/shared/rules/pagination';
import type { AdminCoupon, AdminCouponCreateInput } from '@aabhushan/shared/schemas/admin-coupons';
import type { AdminDashboard } from '@aabhushan/shared/schemas/admin-dashboard';
import type { AdminCustomer, AdminEnquiry } from '@aabhushan/shared/schemas/admin-people';
import type { MetalRatesAnswer, MetalRatesSaved } from '@aabhushan/shared/schemas/admin-metal-rates';
import type { AdminOrder, AdminOrderSummary } from '@aabhushan/shared/schemas/admin-orders';
import type { AdminProduct, AdminProductCreateInput } from '@aabhushan/shared/schemas/admin-products';
import { apiGet, apiSend, type QueryParams } from '../lib/api-client';

/** The staff side's calls to /api/admin (the API guards every one of them). */

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

const EMPTY_PAGINATION: Pagination = { currentPage: 1, totalPages: 0, totalItems: 0, itemsPerPage: 25, hasNextPage: false, hasPreviousPage: false };

export async function getPage<T>(path: string, params: QueryParams, signal?: AbortSignal): Promise<Page<T>> {
  const envelope = await apiGet<T[]>(path, { params, signal, cache: 'no-store' });
  return { items: envelope.data, pagination: envelope.pagination ?? EMPTY_PAGINATION };
}

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  products: (params: QueryParams) => [...adminKeys.all, 'products', params] as const,
  product: (id: string) => [...adminKeys.all, 'product', id] as const,
  orders: (params: QueryParams) => [...adminKeys.all, 'orders', params] as const,
  order: (id: string) => [...adminKeys.all, 'order', id] as const,
};

export function useDashboard() {
  return useQuery({
    queryKey: adminKeys.dashboard(),
    queryFn: async ({ signal }) => (await apiGet<AdminDashboard>('/api/admin/dashboard', { signal, cache: 'no-store' })).data,
  });
}

export function useAdminProducts(params: QueryParams) {
  return useQuery({
    queryKey: adminKeys.products(params),
    queryFn: ({ signal }) => getPage<AdminProduct>('/api/admin/products', params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminProduct(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.product(id ?? ''),
    queryFn: async ({ signal }) => (await apiGet<AdminProduct>(`/api/admin/products/${encodeURIComponent(id!)}`, { signal, cache: 'no-store' })).data,
    enabled: id !== undefined,
  });
}

export type ProductChanges = Partial<AdminProductCreateInput>;

/** Creates a product (no id) or changes one; answers the saved product and the API's message. */
export function useSaveProduct(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ProductChanges) => {
      const envelope = id
        ? await apiSend<AdminProduct>('PATCH', `/api/admin/products/${encodeURIComponent(id)}`, changes)
        : await apiSend<AdminProduct>('POST', '/api/admin/products', changes);
      return { product: envelope.data, message: envelope.message };
    },
    onSuccess: async ({ product }) => {
      queryClient.setQueryData(adminKeys.product(product.id), product);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

export function useAdminOrders(params: QueryParams) {
  return useQuery({
    queryKey: adminKeys.orders(params),
    queryFn: ({ signal }) => getPage<AdminOrderSummary>('/api/admin/orders', params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: adminKeys.order(id),
    queryFn: async ({ signal }) => (await apiGet<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal, cache: 'no-store' })).data,
  });
}

export function useChangeOrderStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { status: string; notes: string }) => {
      const envelope = await apiSend<AdminOrder>('POST', `/api/admin/orders/${encodeURIComponent(id)}/status`, change);
      return { order: envelope.data, message: envelope.message };
    },
    onSuccess: async ({ order }) => {
      queryClient.setQueryData(adminKeys.order(id), order);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

export function useMetalRates() {
  return useQuery({
    queryKey: [...adminKeys.all, 'metal-rates'],
    queryFn: async ({ signal }) => (await apiGet<MetalRatesAnswer>('/api/admin/metal-rates', { signal, cache: 'no-store' })).data,
  });
}

export function useSaveMetalRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rates: Array<{ purity: string; ratePerGram: number }>) => {
      const envelope = await apiSend<MetalRatesSaved>('PUT', '/api/admin/metal-rates', { rates });
      return { saved: envelope.data, message: envelope.message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useAdminCoupons(params: QueryParams) {
  return useQuery({
    queryKey: [...adminKeys.all, 'coupons', params],
    queryFn: ({ signal }) => getPage<AdminCoupon>('/api/admin/coupons', params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCoupon(id: string | undefined) {
  return useQuery({
    queryKey: [...adminKeys.all, 'coupon', id ?? ''],
    queryFn: async ({ signal }) => (await apiGet<AdminCoupon>(`/api/admin/coupons/${encodeURIComponent(id!)}`, { signal, cache: 'no-store' })).data,
    enabled: id !== undefined,
  });
}

/** Creates a coupon (no id) or changes one. */
export function useSaveCoupon(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Partial<AdminCouponCreateInput>) => {
      const envelope = id
        ? await apiSend<AdminCoupon>('PATCH', `/api/admin/coupons/${encodeURIComponent(id)}`, changes)
        : await apiSend<AdminCoupon>('POST', '/api/admin/coupons', changes);
      return { coupon: envelope.data, message: envelope.message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useAdminCustomers(params: QueryParams) {
  return useQuery({
    queryKey: [...adminKeys.all, 'customers', params],
    queryFn: ({ signal }) => getPage<AdminCustomer>('/api/admin/customers', params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSetCustomerDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, disabled }: { id: string; disabled: boolean }) => {
      const envelope = await apiSend<AdminCustomer>('POST', `/api/admin/customers/${encodeURIComponent(id)}/state`, { disabled });
      return { customer: envelope.data, message: envelope.message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useAdminEnquiries(params: QueryParams) {
  return useQuery({
    queryKey: [...adminKeys.all, 'enquiries', params],
    queryFn: ({ signal }) => getPage<AdminEnquiry>('/api/admin/enquiries', params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSetEnquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: 'active' | 'handled' }) => {
      const envelope = await apiSend<AdminEnquiry>('POST', `/api/admin/enquiries/${encodeURIComponent(id)}/state`, { status });
      return { enquiry: envelope.data, message: envelope.message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
