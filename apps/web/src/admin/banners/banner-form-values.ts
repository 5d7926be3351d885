import type { AdminBanner, AdminBannerCreateInput } from '@aabhushan/shared/schemas/admin-banners';
import type { BannerType } from '@aabhushan/shared/schemas/banners';
import { EMPTY_LOCALIZED, localizedValuesOf, type LocalizedValues } from '../catalogue/localized-fields';

const IST_OFFSET_MS = 330 * 60 * 1000;

/** An instant as a date-time input shows it, in Indian time. */
export const toIndianInput = (iso: string | null) => (iso ? new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16) : '');
/** A date-time input's value, read as Indian time; blank is no date. */
const fromIndianInput = (value: string) => (value ? `${value}:00+05:30` : null);

export interface BannerPicture {
  url: string;
  altText: string;
}

export interface BannerFormValues {
  bannerType: BannerType;
  title: LocalizedValues;
  subtitle: LocalizedValues;
  description: LocalizedValues;
  images: BannerPicture[];
  ctaText: LocalizedValues;
  ctaLink: string;
  secondaryCtaText: LocalizedValues;
  secondaryCtaLink: string;
  startsAt: string;
  endsAt: string;
  sortOrder: string;
  isActive: boolean;
}

export function bannerFormValuesOf(banner?: AdminBanner): BannerFormValues {
  return {
    bannerType: banner?.bannerType ?? 'hero',
    title: banner ? localizedValuesOf(banner.title) : EMPTY_LOCALIZED,
    subtitle: banner ? localizedValuesOf(banner.subtitle) : EMPTY_LOCALIZED,
    description: banner ? localizedValuesOf(banner.description) : EMPTY_LOCALIZED,
    images: banner?.images ?? [{ url: '', altText: '' }],
    ctaText: localizedValuesOf(banner?.ctaText),
    ctaLink: banner?.ctaLink ?? '',
    secondaryCtaText: localizedValuesOf(banner?.secondaryCtaText),
    secondaryCtaLink: banner?.secondaryCtaLink ?? '',
    startsAt: banner ? toIndianInput(banner.startsAt) : toIndianInput(new Date().toISOString()),
    endsAt: toIndianInput(banner?.endsAt ?? null),
    sortOrder: String(banner?.sortOrder ?? 0),
    isActive: banner?.isActive ?? true,
  };
}

/** A button's text, or none when every language is blank. */
const buttonText = (text: LocalizedValues) => (Object.values(text).some((value) => value.trim() !== '') ? text : null);

/** The body the API takes; the same for a new banner and, compared with the saved one, for an edit. */
export function bannerBodyOf(values: BannerFormValues): AdminBannerCreateInput {
  return {
    bannerType: values.bannerType,
    title: values.title,
    subtitle: values.subtitle,
    description: values.description,
    images: values.images.map((image) => ({ url: image.url.trim(), altText: image.altText.trim() })),
    ctaText: buttonText(values.ctaText),
    ctaLink: values.ctaLink.trim() || null,
    secondaryCtaText: buttonText(values.secondaryCtaText),
    secondaryCtaLink: values.secondaryCtaLink.trim() || null,
    startsAt: fromIndianInput(values.startsAt),
    endsAt: fromIndianInput(values.endsAt),
    sortOrder: values.sortOrder.trim() === '' ? 0 : Number(values.sortOrder),
    isActive: values.isActive,
  };
}
