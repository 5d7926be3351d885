import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminGoldPlan, AdminGoldPlanCreate } from '@aabhushan/shared/schemas/gold-plans';
import { apiGet, apiSend } from '../../lib/api-client';
import { adminKeys, type Page } from '../admin-api';

const planKeys = {
  all: [...adminKeys.all, 'gold-plans'] as const,
  one: (id: string) => [...adminKeys.all, 'gold-plans', id] as const,
};

/** GET /api/admin/gold-plans: every plan, open or closed to new enrolments, oldest first (one page: a store has a handful). */
export function useAdminGoldPlans() {
  return useQuery({
    queryKey: planKeys.all,
    queryFn: async ({ signal }): Promise<Page<AdminGoldPlan>> => {
      const items = (await apiGet<AdminGoldPlan[]>('/api/admin/gold-plans', { signal, cache: 'no-store' })).data;
      return { items, pagination: { currentPage: 1, totalPages: 1, totalItems: items.length, itemsPerPage: Math.max(items.length, 1), hasNextPage: false, hasPreviousPage: false } };
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/gold-plans/{id}. */
export function useAdminGoldPlan(id: string | undefined) {
  return useQuery({
    queryKey: planKeys.one(id ?? ''),
    queryFn: async ({ signal }) => (await apiGet<AdminGoldPlan>(`/api/admin/gold-plans/${encodeURIComponent(id!)}`, { signal, cache: 'no-store' })).data,
    enabled: id !== undefined,
  });
}

/** POST (no id) or PATCH /api/admin/gold-plans: answers the saved plan and the API's message. */
export function useSaveGoldPlan(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Partial<AdminGoldPlanCreate>) => {
      const envelope = id
        ? await apiSend<AdminGoldPlan>('PATCH', `/api/admin/gold-plans/${encodeURIComponent(id)}`, changes)
        : await apiSend<AdminGoldPlan>('POST', '/api/admin/gold-plans', changes);
      return { saved: envelope.data, message: envelope.message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
