import { z } from 'zod';
import { localizedAnswerSchema, localizedText, mediaUrlSchema, missingLanguageQuerySchema, NOTHING_TO_CHANGE, optionalLocalizedText, requiredText, searchListQuerySchema, sortOrderSchema } from './admin-catalogue-fields';
import { BANNER_TYPES } from './banners';
import { coded } from '../refusals/refusal-code';

/** The staff side's home page banners (`/api/admin/banners`): hero slides and the offer whose countdown ends at its end date. */
export const ADMIN_BANNER_STATES = ['running', 'scheduled', 'ended', 'off'] as const;
export type AdminBannerState = (typeof ADMIN_BANNER_STATES)[number];
export const MAX_BANNER_IMAGES = 4;

export const ADMIN_BANNER_MESSAGES = {
  type: `Type must be one of ${BANNER_TYPES.join(', ')}`,
  titleRequired: 'Title is required',
  titleTooLong: 'Title can be at most 150 characters',
  subtitle: 'Subtitle can be at most 200 characters',
  description: 'Description can be at most 500 characters',
  images: `A banner needs 1 to ${MAX_BANNER_IMAGES} pictures from the store's media, each described for shoppers who cannot see it (at most 200 characters)`,
  ctaText: 'Button text is required with a button link (at most 40 characters)',
  ctaLink: 'Button link must be a path in the store (starting with one /) or an https:// address (at most 500 characters)',
  ctaPair: 'A button needs both its text and its link',
  date: coded('ADMIN_BANNER_DATE', ['field'], (field: string) => `${field} must be a date and time`),
  dateOrder: 'Ends must be after starts',
  offerNeedsEnd: 'An offer needs an end date: the storefront counts down to it',
  state: `state must be one of ${ADMIN_BANNER_STATES.join(', ')}`,
  active: 'Switched on must be true or false',
  notFound: 'Banner not found',
  created: 'Banner created',
  updated: 'Banner updated',
  switchedOn: 'Banner switched on: shoppers see it while its dates hold',
  switchedOff: 'Banner switched off: shoppers no longer see it',
  deleted: 'Banner deleted',
} as const;

const M = ADMIN_BANNER_MESSAGES;

/** A button's link: a path in the store ("/products?tag=sale", not "//elsewhere") or an https:// address. */
export function isBannerLink(link: string): boolean {
  if (/^\/(?![/\\])\S*$/.test(link)) return true;
  if (!/^https:\/\/\S+$/.test(link)) return false;
  try {
    return new URL(link).protocol === 'https:';
  } catch {
    return false;
  }
}

const link = z.string({ error: M.ctaLink }).trim().max(500, { error: M.ctaLink }).refine(isBannerLink, { error: M.ctaLink }).nullable();
const buttonText = localizedText(M.ctaText, M.ctaText, 40).nullable();
const instant = (field: string) => z.iso.datetime({ offset: true, error: M.date(field) }).nullable();

const bannerFields = {
  bannerType: z.enum(BANNER_TYPES, { error: M.type }),
  title: localizedText(M.titleRequired, M.titleTooLong, 150),
  subtitle: optionalLocalizedText(M.subtitle, 200),
  description: optionalLocalizedText(M.description, 500),
  images: z
    .array(z.object({ url: mediaUrlSchema('Picture'), altText: requiredText(M.images, M.images, 200) }, { error: M.images }), { error: M.images })
    .min(1, { error: M.images })
    .max(MAX_BANNER_IMAGES, { error: M.images }),
  ctaText: buttonText,
  ctaLink: link,
  secondaryCtaText: buttonText,
  secondaryCtaLink: link,
  startsAt: instant('Starts'),
  endsAt: instant('Ends'),
  sortOrder: sortOrderSchema,
  isActive: z.boolean({ error: M.active }),
};

export interface BannerRulesInput {
  bannerType: (typeof BANNER_TYPES)[number];
  ctaText: unknown;
  ctaLink: string | null;
  secondaryCtaText: unknown;
  secondaryCtaLink: string | null;
  startsAt: string | null;
  endsAt: string | null;
}

/** The rules between a banner's fields, by field; empty when it holds together. */
export function checkBannerConsistency(banner: BannerRulesInput): Array<{ field: keyof BannerRulesInput; message: string }> {
  const problems: Array<{ field: keyof BannerRulesInput; message: string }> = [];
  if ((banner.ctaText === null) !== (banner.ctaLink === null)) problems.push({ field: banner.ctaText === null ? 'ctaText' : 'ctaLink', message: M.ctaPair });
  if ((banner.secondaryCtaText === null) !== (banner.secondaryCtaLink === null))
    problems.push({ field: banner.secondaryCtaText === null ? 'secondaryCtaText' : 'secondaryCtaLink', message: M.ctaPair });
  if (banner.bannerType === 'offer' && banner.endsAt === null) problems.push({ field: 'endsAt', message: M.offerNeedsEnd });
  if (banner.startsAt && banner.endsAt && Date.parse(banner.endsAt) <= Date.parse(banner.startsAt)) problems.push({ field: 'endsAt', message: M.dateOrder });
  return problems;
}

/** POST /api/admin/banners. */
export const adminBannerCreateSchema = z
  .object({
    ...bannerFields,
    subtitle: bannerFields.subtitle.default({ en: '' }),
    description: bannerFields.description.default({ en: '' }),
    ctaText: bannerFields.ctaText.default(null),
    ctaLink: bannerFields.ctaLink.default(null),
    secondaryCtaText: bannerFields.secondaryCtaText.default(null),
    secondaryCtaLink: bannerFields.secondaryCtaLink.default(null),
    startsAt: bannerFields.startsAt.default(null),
    endsAt: bannerFields.endsAt.default(null),
    sortOrder: bannerFields.sortOrder.default(0),
    isActive: bannerFields.isActive.default(true),
  })
  .superRefine((banner, context) => {
    for (const { field, message } of checkBannerConsistency(banner)) context.addIssue({ code: 'custom', path: [field], message });
  });
export type AdminBannerCreate = z.output<typeof adminBannerCreateSchema>;
export type AdminBannerCreateInput = z.input<typeof adminBannerCreateSchema>;

/** PATCH /api/admin/banners/{id}: any fields; the rules between them are checked with the saved banner. */
export const adminBannerUpdateSchema = z
  .object(bannerFields)
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, { error: NOTHING_TO_CHANGE });
export type AdminBannerUpdate = z.output<typeof adminBannerUpdateSchema>;

/** POST /api/admin/banners/{id}/state. */
export const adminBannerStateSchema = z.object({ isActive: bannerFields.isActive });

export const adminBannerListQuerySchema = searchListQuerySchema(25).extend({
  type: z.enum(BANNER_TYPES, { error: M.type }).optional(),
  state: z.enum(ADMIN_BANNER_STATES, { error: M.state }).optional(),
  /** Banners with a text (title, subtitle, description, button) written in English but not yet in this language. */
  missing: missingLanguageQuerySchema,
});
export type AdminBannerListQuery = z.infer<typeof adminBannerListQuerySchema>;

/** A banner as staff see it, switched off and ended ones included. */
export const adminBannerSchema = z.object({
  id: z.string(),
  bannerType: z.enum(BANNER_TYPES),
  title: localizedAnswerSchema,
  subtitle: localizedAnswerSchema,
  description: localizedAnswerSchema,
  images: z.array(z.object({ url: z.string(), altText: z.string() })),
  ctaText: localizedAnswerSchema.nullable(),
  ctaLink: z.string().nullable(),
  secondaryCtaText: localizedAnswerSchema.nullable(),
  secondaryCtaLink: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

/**
 * Where a banner stands at `now`, as the list's filter counts it (as the coupons' states): ended
 * once its end has passed, else off when switched off, else running or scheduled by its start.
 */
export function bannerStateAt(banner: Pick<AdminBanner, 'isActive' | 'startsAt' | 'endsAt'>, now = Date.now()): AdminBannerState {
  if (banner.endsAt && Date.parse(banner.endsAt) <= now) return 'ended';
  if (!banner.isActive) return 'off';
  return banner.startsAt && Date.parse(banner.startsAt) > now ? 'scheduled' : 'running';
}
