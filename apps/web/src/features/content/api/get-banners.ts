import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner } from '@aabhushan/shared/schemas/banners';
import { BANNERS_API_PATH } from '@aabhushan/shared/first-view';
import { apiGetList } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

/** GET /api/public/banner: the live banners (hero slides and offers) in display order. */
export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  const result = await apiGetList<Banner>(BANNERS_API_PATH, { signal });
  return result.items;
}

export function bannersQueryOptions() {
  return queryOptions({ queryKey: contentKeys.banners(), queryFn: ({ signal }) => getBanners(signal) });
}

export function useBanners() {
  return useQuery(bannersQueryOptions());
}

// The live-banner rule is shared: the server preloads the first hero slide's image by it.
export { selectBanners } from '@aabhushan/shared/rules/banners';
