import { z } from 'zod';
import { hasAtMostDecimals } from '../rules/decimals';
import { MAX_PRICE_RUPEES } from './catalogue';
import { localizedAnswerSchema, localizedText, missingLanguageQuerySchema } from './admin-catalogue-fields';
import { activeStateFilter, adminContentListQuery, blankAsNull, iconField, notEmpty, optionalSlugField, sortOrderField, ADMIN_CONTENT_MESSAGES } from './admin-content';
import { coded } from '../refusals/refusal-code';

/** The staff side's workshop services (`/api/admin/services`): two levels, a top-level service and those under it. */
export const ADMIN_SERVICE_MESSAGES = {
  title: 'Title is required (at most 120 characters)',
  titleTooLong: 'A title can be at most 120 characters in each language',
  description: 'Description is required (at most 1000 characters)',
  descriptionTooLong: 'A description can be at most 1000 characters in each language',
  priceFrom: `Price from must be rupees from 0 to ${MAX_PRICE_RUPEES}, to the paisa, or left empty when quoted after inspection`,
  turnaround: 'Turnaround is required (at most 60 characters), e.g. 3-5 days',
  turnaroundTooLong: 'A turnaround can be at most 60 characters in each language',
  parent: 'The parent must be a top-level service of the store',
  parentHasChildren: 'A service with services under it stays at the top level',
  slugTaken: 'Another service already uses this slug',
  hasChildren: coded('ADMIN_SERVICE_HAS_CHILDREN', ['count'], (count: number) => `This service still has ${count} ${count === 1 ? 'service' : 'services'} under it: delete or move ${count === 1 ? 'it' : 'them'} first`),
  notFound: 'Service not found',
  created: 'Service created',
  updated: 'Service saved',
  activated: 'Service shown on the store',
  deactivated: 'Service hidden from the store',
  deleted: 'Service deleted',
} as const;

const M = ADMIN_SERVICE_MESSAGES;

const serviceFields = {
  slug: optionalSlugField,
  parentId: z.preprocess(blankAsNull, z.string({ error: M.parent }).trim().max(200, { error: M.parent }).nullable()),
  title: localizedText(M.title, M.titleTooLong, 120),
  description: localizedText(M.description, M.descriptionTooLong, 1000),
  icon: iconField,
  /** Rupees; null when the work is quoted after inspection. */
  priceFrom: z
    .number({ error: M.priceFrom })
    .min(0, { error: M.priceFrom })
    .max(MAX_PRICE_RUPEES, { error: M.priceFrom })
    .refine((value) => hasAtMostDecimals(value, 2), { error: M.priceFrom })
    .nullable(),
  turnaround: localizedText(M.turnaround, M.turnaroundTooLong, 60),
  sortOrder: sortOrderField,
  isActive: z.boolean({ error: 'isActive must be true or false' }),
};

/** POST /api/admin/services. */
export const adminServiceCreateSchema = z.object({
  ...serviceFields,
  parentId: serviceFields.parentId.optional(),
  icon: serviceFields.icon.default('sparkle'),
  priceFrom: serviceFields.priceFrom.default(null),
  sortOrder: serviceFields.sortOrder.default(0),
  isActive: serviceFields.isActive.default(true),
});
export type AdminServiceCreate = z.output<typeof adminServiceCreateSchema>;
export type AdminServiceCreateInput = z.input<typeof adminServiceCreateSchema>;

/** PATCH /api/admin/services/{id}. */
export const adminServiceUpdateSchema = z.object(serviceFields).partial().refine(notEmpty, { error: ADMIN_CONTENT_MESSAGES.nothingToChange });
export type AdminServiceUpdate = z.output<typeof adminServiceUpdateSchema>;

/** `parent` is a service's id, or 'root' for the top level. */
export const adminServiceListQuerySchema = adminContentListQuery({
  parent: z.string({ error: M.parent }).trim().max(200, { error: M.parent }).optional(),
  state: activeStateFilter,
  /** Services whose title, description or turnaround is written in English but not yet in this language. */
  missing: missingLanguageQuerySchema,
});
export type AdminServiceListQuery = z.infer<typeof adminServiceListQuerySchema>;

export const adminServiceSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  slug: z.string(),
  title: localizedAnswerSchema,
  description: localizedAnswerSchema,
  icon: z.string(),
  priceFrom: z.number().nullable(),
  turnaround: localizedAnswerSchema,
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  /** How many services sit under this one. */
  children: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;
