import { z } from 'zod';
import { paginationQuerySchema } from './common';
import { coded } from '../refusals/refusal-code';

/**
 * Fields the staff side's categories, brands and banners share: slugs, text in four languages,
 * pictures from the store's media, display order and the list's search. One place for each rule.
 */
export const CATALOGUE_FIELD_MESSAGES = {
  slug: 'Slug may use lower-case letters, digits and single hyphens only (at most 120 characters)',
  mediaUrl: coded('CATALOGUE_FIELD_MEDIA_URL', ['field'], (field: string) => `${field} must be a picture from the store's media (an address starting /media/, as an upload gives)`),
  sortOrder: 'Sort order must be a whole number from -10000 to 10000 (lower comes first)',
  search: 'Search terms can be at most 100 characters',
} as const;

const M = CATALOGUE_FIELD_MESSAGES;

/** Lower-case letters, digits and single hyphens: part of public addresses. */
export const slugSchema = z
  .string({ error: M.slug })
  .trim()
  .max(120, { error: M.slug })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: M.slug });

/** Required text, trimmed, at most `max` characters. */
export const requiredText = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

const optionalText = (tooLong: string, max: number) => z.string({ error: tooLong }).trim().max(max, { error: tooLong }).optional();

/** A language left empty is left out: the storefront then shows the English. */
function withoutEmptyLanguages<T extends { en: string; hi?: string; ta?: string; te?: string }>(text: T): T {
  return Object.fromEntries(Object.entries(text).filter(([language, value]) => language === 'en' || (value !== undefined && value !== ''))) as T;
}

/** Text per language (the `LocalizedText` column): English required, Hindi, Tamil and Telugu optional. */
export const localizedText = (required: string, tooLong: string, max: number) =>
  z
    .object({ en: requiredText(required, tooLong, max), hi: optionalText(tooLong, max), ta: optionalText(tooLong, max), te: optionalText(tooLong, max) }, { error: required })
    .overwrite(withoutEmptyLanguages);

/** Text per language where English may be left empty too. */
export const optionalLocalizedText = (tooLong: string, max: number) =>
  z
    .object({ en: z.string({ error: tooLong }).trim().max(max, { error: tooLong }), hi: optionalText(tooLong, max), ta: optionalText(tooLong, max), te: optionalText(tooLong, max) }, { error: tooLong })
    .overwrite(withoutEmptyLanguages);

/** A picture the store serves itself (the page's security policy loads no other); `/media/uploads/{id}` after an upload. */
export const mediaUrlSchema = (field: string) =>
  z
    .string({ error: M.mediaUrl(field) })
    .trim()
    .max(300, { error: M.mediaUrl(field) })
    .regex(/^\/media\/[\w./-]+$/, { error: M.mediaUrl(field) })
    .refine((url) => !url.includes('..'), { error: M.mediaUrl(field) });

export const sortOrderSchema = z.number({ error: M.sortOrder }).int({ error: M.sortOrder }).min(-10_000, { error: M.sortOrder }).max(10_000, { error: M.sortOrder });

/** A staff list: its page, and search terms. */
export const searchListQuerySchema = (defaultLimit: number) =>
  paginationQuerySchema(defaultLimit).extend({
    q: z.string({ error: M.search }).trim().max(100, { error: M.search }).optional(),
  });

/** The localized text as the API answers it. */
export const localizedAnswerSchema = z.object({ en: z.string(), hi: z.string().optional(), ta: z.string().optional(), te: z.string().optional() });

/** Writes whose body must change something. */
export const NOTHING_TO_CHANGE = 'Send at least one field to change';
