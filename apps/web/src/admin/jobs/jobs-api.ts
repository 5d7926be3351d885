import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminJob } from '@aabhushan/shared/schemas/admin-jobs';
import { apiSend, type QueryParams } from '../../lib/api-client';
import { adminKeys, getPage } from '../admin-api';

/** /api/admin/jobs: background jobs (mail, payment checks) by state, and a failed one's retry. */
export function useAdminJobs(params: QueryParams) {
  return useQuery({
    queryKey: [...adminKeys.all, 'jobs', params],
    queryFn: ({ signal }) => getPage<AdminJob>('/api/admin/jobs', params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const envelope = await apiSend<AdminJob>('POST', `/api/admin/jobs/${encodeURIComponent(id)}/retry`);
      return { job: envelope.data, message: envelope.message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
