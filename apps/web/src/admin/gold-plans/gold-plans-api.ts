import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminGoldPlanEnrolmentRow, GoldPlanEnrolment } from '@aabhushan/shared/schemas/gold-plans';
import { apiSend, type QueryParams } from '../../lib/api-client';
import { apiGetBlob } from '../../lib/api-download';
import { adminKeys, getPage } from '../admin-api';

const enrolmentKeys = (params: QueryParams) => [...adminKeys.all, 'gold-plan-enrolments', params] as const;

/** GET /api/admin/gold-plans/enrolments: newest first, by state and due soon or overdue. */
export function useAdminGoldPlanEnrolments(params: QueryParams) {
  return useQuery({
    queryKey: enrolmentKeys(params),
    queryFn: ({ signal }) => getPage<AdminGoldPlanEnrolmentRow>('/api/admin/gold-plans/enrolments', params, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/gold-plans/enrolments/{id}/cash: an instalment taken in cash at a showroom. */
export function useRecordCashInstalment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, instalment }: { id: string; instalment: number }) => {
      const envelope = await apiSend<GoldPlanEnrolment>('POST', `/api/admin/gold-plans/enrolments/${encodeURIComponent(id)}/cash`, { instalment });
      return { enrolment: envelope.data, message: envelope.message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** The filtered list as a CSV file, saved under the server's name. */
export async function downloadEnrolmentsCsv(filter: { q?: string; status?: string; due?: string }): Promise<void> {
  const query = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  const blob = await apiGetBlob(`/api/admin/gold-plans/enrolments.csv${query ? `?${query}` : ''}`);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = 'aabhushan-gold-plan-enrolments.csv';
  link.click();
  URL.revokeObjectURL(link.href);
}
