import { z } from 'zod';

/** Text kept per language; English is always present and is the fallback. */
export const localizedTextSchema = z.object({
  en: z.string(),
  hi: z.string().optional(),
  ta: z.string().optional(),
  te: z.string().optional(),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** Lines kept per language (a coupon's terms): each language's own list, English always present and the fallback. */
export const localizedListSchema = z.object({
  en: z.array(z.string()),
  hi: z.array(z.string()).optional(),
  ta: z.array(z.string()).optional(),
  te: z.array(z.string()).optional(),
});
export type LocalizedList = z.infer<typeof localizedListSchema>;

/** Page and limit rules of every list call: page at least 1, limit 1 to 1000. */
export const PAGE_MESSAGE = 'page must be a whole number of at least 1';
export const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 1000';
export const MAX_LIST_LIMIT = 1000;

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** Query of a paginated list; `defaultLimit` is the list's own page size. */
export function paginationQuerySchema(defaultLimit: number) {
  return z.object({
    page: wholeNumber(PAGE_MESSAGE, 1, Number.MAX_SAFE_INTEGER).default(1),
    limit: wholeNumber(LIMIT_MESSAGE, 1, MAX_LIST_LIMIT).default(defaultLimit),
  });
}

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  itemsPerPage: z.number().int(),
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean(),
});

/** The spec's answer envelope: `{ success, message, data }`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), message: z.string(), data });
}

/** A list answer: the envelope plus its pagination. */
export function listEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.boolean(), message: z.string(), data: z.array(item), pagination: paginationSchema });
}

/**
 * A refusal: the message, its stable code in the message catalogue, and the values it was made
 * with, written as text ('12' minutes), after the data.
 */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  data: z.null(),
  values: z.record(z.string(), z.string()).optional(),
});
