import { useQuery } from '@tanstack/react-query';
import type { ContentPage } from '@aabhushan/shared/schemas/content';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/public/page/{slug}: the page staff wrote, or the policy written from the store
 * settings; a 404 means there is no page at that address (the page shows its not-found view).
 */
export function usePolicyPage(slug: string) {
  return useQuery({
    queryKey: ['content', 'page', slug],
    queryFn: async ({ signal }) => (await apiGet<ContentPage>(`/api/public/page/${encodeURIComponent(slug)}`, { signal })).data,
    retry: false,
    meta: { handlesNotFound: true },
  });
}
