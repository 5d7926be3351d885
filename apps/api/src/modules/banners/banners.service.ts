import { buildPagination, type Pagination } from '@aabhushan/shared/rules/pagination';
import type { Banner, BannerType } from '@aabhushan/shared/schemas/banners';
import type { Database } from '../../db/client';
import { findLiveBannerPage, type BannerRow } from './banners.repository';

export function toBannerJson(row: BannerRow): Banner {
  return {
    _id: row.id,
    title: row.title,
    banner_type: row.bannerType === 'offer' ? 'offer' : 'hero',
    banner_detail: { subtitle: row.subtitle, description: row.description },
    images: row.images.map((image) => ({ url: image.url, altText: image.altText })),
    cta_text: row.ctaText ?? null,
    cta_link: row.ctaLink ?? null,
    secondary_cta: row.secondaryCtaText && row.secondaryCtaLink ? { text: row.secondaryCtaText, link: row.secondaryCtaLink } : null,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

export function createBannersService(db: Database, now: () => Date = () => new Date()) {
  return {
    async listBanners(query: { page: number; limit: number; banner_type?: BannerType }): Promise<{ items: Banner[]; pagination: Pagination }> {
      const { rows, total } = await findLiveBannerPage(db, { now: now(), type: query.banner_type, page: query.page, limit: query.limit });
      return { items: rows.map(toBannerJson), pagination: buildPagination(query.page, query.limit, total) };
    },
  };
}

export type BannersService = ReturnType<typeof createBannersService>;
