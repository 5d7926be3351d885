import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreSettingsAnswer, StoreSettingsBody } from '@aabhushan/shared/schemas/admin-store-settings';
import { apiGet, apiSend } from '../../lib/api-client';
import { adminKeys } from '../admin-api';

const settingsKey = [...adminKeys.all, 'settings'] as const;

export function useStoreSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) => (await apiGet<StoreSettingsAnswer>('/api/admin/settings', { signal, cache: 'no-store' })).data,
  });
}

export function useSaveStoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StoreSettingsBody) => {
      const envelope = await apiSend<StoreSettingsAnswer>('PUT', '/api/admin/settings', body);
      return { saved: envelope.data, message: envelope.message };
    },
    // A new GST rate reprices pieces: every staff answer may have changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
