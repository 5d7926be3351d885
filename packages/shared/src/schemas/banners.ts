import { z } from 'zod';
import { localizedTextSchema, paginationQuerySchema } from './common';

export const BANNER_TYPES = ['hero', 'offer'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

/** Public banner list: 10 per page by default (spec B section 9). */
export const BANNER_LIST_DEFAULT_LIMIT = 10;

export const bannerListQuerySchema = paginationQuerySchema(BANNER_LIST_DEFAULT_LIMIT).extend({
  banner_type: z.enum(BANNER_TYPES, { error: 'banner_type must be hero or offer' }).optional(),
});
export type BannerListQuery = z.infer<typeof bannerListQuerySchema>;

/** A home page banner (spec B section 3); text per language like products. */
export const bannerSchema = z.object({
  _id: z.string(),
  title: localizedTextSchema,
  banner_type: z.enum(BANNER_TYPES),
  banner_detail: z.object({ subtitle: localizedTextSchema, description: localizedTextSchema }),
  images: z.array(z.object({ url: z.string(), altText: z.string() })),
  cta_text: localizedTextSchema.nullable(),
  cta_link: z.string().nullable(),
  secondary_cta: z.object({ text: localizedTextSchema, link: z.string() }).nullable(),
  /** ISO date-times; null means open-ended. An offer's countdown runs to endsAt. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;
