import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner, BannerType } from '@aabhushan/shared/schemas/banners';
import { apiGetList } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

/** GET /api/public/banner: the live banners (hero slides and offers) in display order. */
export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  const result = await apiGetList<Banner>('/api/public/banner', { signal });
  return result.items;
}

export function bannersQueryOptions() {
  return queryOptions({ queryKey: contentKeys.banners(), queryFn: ({ signal }) => getBanners(signal) });
}

export function useBanners() {
  return useQuery(bannersQueryOptions());
}

/** Banners of one type that are live at `now` (started, not ended), in the server's order. */
export function selectBanners(banners: readonly Banner[], type: BannerType, now: Date = new Date()): Banner[] {
  const time = now.getTime();
  return banners.filter(
    (banner) =>
      banner.banner_type === type &&
      (!banner.startsAt || new Date(banner.startsAt).getTime() <= time) &&
      (!banner.endsAt || new Date(banner.endsAt).getTime() > time),
  );
}
