import { z } from 'zod';
import { withoutEmptyLanguages } from './admin-catalogue-fields';
import { paginationQuerySchema } from './common';

/**
 * What the staff side's content resources (blog posts, FAQs, testimonials, team members,
 * services) have in common: their messages, the picture and order fields, the list query.
 */
export const ADMIN_CONTENT_MESSAGES = {
  picture: 'Pictures must be the store\'s own: upload one, or give an address starting with /media/',
  sortOrder: 'Order must be a whole number from 0 to 10000',
  icon: 'Icon must be a short name of lower-case letters, digits and hyphens (e.g. gem, truck)',
  slug: 'Slug may use lower-case letters, digits and single hyphens only (at most 120 characters)',
  search: 'Search terms can be at most 100 characters',
  state: 'state must be active or inactive',
  nothingToChange: 'Send at least one field to change',
  html: 'The HTML can be at most 100000 characters',
} as const;

const M = ADMIN_CONTENT_MESSAGES;

/** Required text of at most `max` characters, trimmed, with its own message. */
export const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

/** Optional text: blank becomes null. */
export const optionalText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .transform((value) => value || null)
    .nullable();

/** A picture the store serves itself (an upload or its art); the page's security policy allows no other. */
export const storePictureUrl = z.string({ error: M.picture }).trim().regex(/^\/media\/[\w./-]+(\?[\w=&]*)?$/, { error: M.picture }).max(300, { error: M.picture });

export const sortOrderField = z.number({ error: M.sortOrder }).int({ error: M.sortOrder }).min(0, { error: M.sortOrder }).max(10_000, { error: M.sortOrder });

export const iconField = z.string({ error: M.icon }).trim().regex(/^[a-z][a-z0-9-]{0,39}$/, { error: M.icon });

export const slugField = z.string({ error: M.slug }).trim().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: M.slug }).max(120, { error: M.slug });

/** A form's blank text as a field left out (the server then uses its default). */
export const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A form's blank text as no value (null) for a field that may have none. */
export const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** A slug staff may leave blank: the server makes one from the title. */
export const optionalSlugField = z.preprocess(blankAsUnset, slugField.optional());

/** Rich text as staff type it; the server cleans it before storing it. */
export const htmlField = (message: string) => z.string({ error: message }).max(100_000, { error: M.html }).refine((value) => value.trim().length > 0, { error: message });

/** Rich text per language: English required, Hindi, Tamil and Telugu optional (a blank one is left out, the store then shows the English). */
export const localizedHtmlField = (message: string) => {
  const translation = z.string({ error: M.html }).trim().max(100_000, { error: M.html }).optional();
  return z.object({ en: htmlField(message), hi: translation, ta: translation, te: translation }, { error: message }).overwrite(withoutEmptyLanguages);
};

/** Shown to shoppers or not, for the resources switched on and off. */
export const ACTIVE_STATES = ['active', 'inactive'] as const;
export type ActiveState = (typeof ACTIVE_STATES)[number];

/** A staff list: paged (25), words to find, and the resource's own filters. */
export function adminContentListQuery<T extends z.ZodRawShape>(filters: T) {
  return paginationQuerySchema(25).extend({
    q: z.string({ error: M.search }).trim().max(100, { error: M.search }).optional(),
    ...filters,
  });
}

export const activeStateFilter = z.enum(ACTIVE_STATES, { error: M.state }).optional();

/** POST /api/admin/{resource}/{id}/state for the resources switched on and off. */
export const adminActiveChangeSchema = z.object({ active: z.boolean({ error: 'active must be true or false' }) });

/** POST /api/admin/content-previews: the HTML as it would be stored. */
export const adminHtmlPreviewSchema = z.object({ html: z.string({ error: M.html }).max(100_000, { error: M.html }) });
export const adminHtmlPreviewAnswerSchema = z.object({ html: z.string() });

/** A change must carry at least one field. */
export const notEmpty = (changes: object) => Object.keys(changes).length > 0;
