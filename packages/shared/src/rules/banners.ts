import type { Banner, BannerType } from '../schemas/banners';

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
