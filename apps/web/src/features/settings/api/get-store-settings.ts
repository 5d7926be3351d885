import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreSettings } from '@aabhushan/shared/schemas/settings';
import { apiGet } from '../../../lib/api-client';

/** GET /api/public/settings: shipping, tax, COD limit, returns and contact details (docs/decisions.md). */
export async function getStoreSettings(signal?: AbortSignal): Promise<StoreSettings> {
  const answer = await apiGet<StoreSettings>('/api/public/settings', { signal });
  return answer.data;
}

export function storeSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => getStoreSettings(signal),
  });
}

export function useStoreSettings() {
  return useQuery(storeSettingsQueryOptions());
}
