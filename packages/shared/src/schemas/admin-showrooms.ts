import { z } from 'zod';
import { localizedAnswerSchema, localizedList, localizedText, missingLanguageQuerySchema } from './admin-catalogue-fields';
import { adminContentListQuery, notEmpty, ADMIN_CONTENT_MESSAGES } from './admin-content';
import { localizedListSchema } from './common';

/**
 * The staff side's showrooms (`/api/admin/showrooms`): their words in the four languages, as the
 * store locator, the appointment booking and the old-gold page show them. A showroom's phone,
 * e-mail, hours and place on the map are set up with the store and not edited here.
 */
export const MAX_SHOWROOM_ADDRESS_LINES = 4;

export const ADMIN_SHOWROOM_MESSAGES = {
  name: 'Name is required (at most 120 characters)',
  city: 'City is required (at most 60 characters)',
  addressLines: `The address needs 1 to ${MAX_SHOWROOM_ADDRESS_LINES} lines in English, and at most as many in each other language, each at most 200 characters`,
  notFound: 'Showroom not found',
  updated: 'Showroom saved',
} as const;

const M = ADMIN_SHOWROOM_MESSAGES;

const showroomFields = {
  name: localizedText(M.name, M.name, 120),
  /** The address's lines in each language; English has at least one. */
  addressLines: localizedList(M.addressLines, { min: 1, max: MAX_SHOWROOM_ADDRESS_LINES, length: 200 }),
  city: localizedText(M.city, M.city, 60),
};

/** PATCH /api/admin/showrooms/{id}. */
export const adminShowroomUpdateSchema = z.object(showroomFields).partial().refine(notEmpty, { error: ADMIN_CONTENT_MESSAGES.nothingToChange });
export type AdminShowroomUpdate = z.output<typeof adminShowroomUpdateSchema>;
export type AdminShowroomUpdateInput = z.input<typeof adminShowroomUpdateSchema>;

export const adminShowroomListQuerySchema = adminContentListQuery({
  /** Showrooms whose name, city or an address line is written in English but not yet in this language. */
  missing: missingLanguageQuerySchema,
});
export type AdminShowroomListQuery = z.infer<typeof adminShowroomListQuerySchema>;

export const adminShowroomSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: localizedAnswerSchema,
  addressLines: localizedListSchema,
  city: localizedAnswerSchema,
  phone: z.string(),
  email: z.string(),
  isFlagship: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminShowroom = z.infer<typeof adminShowroomSchema>;
