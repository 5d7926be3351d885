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
  missingLanguage: 'missing must be one of hi (Hindi), ta (Tamil) or te (Telugu)',
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
export function withoutEmptyLanguages<T extends { en: string; hi?: string; ta?: string; te?: string }>(text: T): T {
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

/** A language whose list is left empty is left out: the storefront then shows the English list. */
function withoutEmptyLists<T extends { en: string[]; hi?: string[]; ta?: string[]; te?: string[] }>(list: T): T {
  return Object.fromEntries(Object.entries(list).filter(([language, items]) => language === 'en' || (items !== undefined && items.length > 0))) as T;
}

/**
 * Items kept per language (the `LocalizedList` column: a team member's skills, a showroom's address
 * lines): each language its own list, written by staff in one box, so a translation may word or
 * split its items differently and a shopper reads one whole list, never English items among Tamil
 * ones. English needs at least `min` items; each item is trimmed, not blank, at most `length` long.
 */
export const localizedList = (message: string, { min = 0, max, length }: { min?: number; max: number; length: number }) => {
  const items = z.array(requiredText(message, message, length), { error: message }).max(max, { error: message });
  return z.object({ en: items.min(min, { error: message }), hi: items.optional(), ta: items.optional(), te: items.optional() }, { error: message }).overwrite(withoutEmptyLists);
};

/** A picture the store serves itself (the page's security policy loads no other); `/media/uploads/{id}` after an upload. */
export const mediaUrlSchema = (field: string) =>
  z
    .string({ error: M.mediaUrl(field) })
    .trim()
    .max(300, { error: M.mediaUrl(field) })
    .regex(/^\/media\/[\w./-]+$/, { error: M.mediaUrl(field) })
    .refine((url) => !url.includes('..'), { error: M.mediaUrl(field) });

export const sortOrderSchema = z.number({ error: M.sortOrder }).int({ error: M.sortOrder }).min(-10_000, { error: M.sortOrder }).max(10_000, { error: M.sortOrder });

/** The languages a shopper may read besides English: staff write them when they can, and find what is not yet written. */
export const TRANSLATION_LANGUAGES = ['hi', 'ta', 'te'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];
/** The store's languages as staff read them. */
export const LANGUAGE_NAMES = { en: 'English', hi: 'Hindi', ta: 'Tamil', te: 'Telugu' } as const;

export const MISSING_LANGUAGE_MESSAGE = M.missingLanguage;
/** A staff list's `missing=ta`: only the records with a text not yet written in that language. */
export const missingLanguageQuerySchema = z.enum(TRANSLATION_LANGUAGES, { error: MISSING_LANGUAGE_MESSAGE }).optional();

type TextPerLanguage = { en: string; hi?: string; ta?: string; te?: string };
const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/** One text of a record, for `missingTranslations`: how staff know it, and whether English may be left empty. */
export interface RecordText {
  label: string;
  text: TextPerLanguage | null | undefined;
  /** A text that may be left out (a banner's subtitle): it needs translating only once its English is written. */
  optional?: boolean;
}

/**
 * The languages (besides English) a record's texts are not all written in, each with the labels
 * of the texts that lack it; a blank translation is missing, as the storefront shows the English
 * for it. The staff lists' `missing=` filter applies the same rule in SQL.
 */
export function missingTranslations(texts: readonly RecordText[]): Array<{ language: TranslationLanguage; labels: string[] }> {
  const needed = texts.filter(({ text, optional = false }) => !optional || (text && !blank(text.en)));
  return TRANSLATION_LANGUAGES.map((language) => ({ language, labels: needed.filter(({ text }) => blank(text?.[language])).map(({ label }) => label) })).filter(
    ({ labels }) => labels.length > 0,
  );
}

/** A staff list: its page, and search terms. */
export const searchListQuerySchema = (defaultLimit: number) =>
  paginationQuerySchema(defaultLimit).extend({
    q: z.string({ error: M.search }).trim().max(100, { error: M.search }).optional(),
  });

/** The localized text as the API answers it. */
export const localizedAnswerSchema = z.object({ en: z.string(), hi: z.string().optional(), ta: z.string().optional(), te: z.string().optional() });

/** Writes whose body must change something. */
export const NOTHING_TO_CHANGE = 'Send at least one field to change';
