import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreSettings } from '@aabhushan/shared/schemas/settings';
import { apiGet } from '../../../lib/api-client';

/** Settings change rarely; the server caches public reads for 5 minutes too. */
const SETTINGS_STALE_TIME_MS = 5 * 60 * 1000;

/** GET /api/public/settings: shipping, tax, COD limit, returns and contact details (DECISIONS section 2). */
export async function getStoreSettings(signal?: AbortSignal): Promise<StoreSettings> {
  const answer = await apiGet<StoreSettings>('/api/public/settings', { signal });
  return answer.data;
}

export function storeSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => getStoreSettings(signal),
    staleTime: SETTINGS_STALE_TIME_MS,
  });
}

export function useStoreSettings() {
  return useQuery(storeSettingsQueryOptions());
}
