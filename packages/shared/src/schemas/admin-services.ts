import { z } from 'zod';
import { hasAtMostDecimals } from '../rules/decimals';
import { MAX_PRICE_RUPEES } from './catalogue';
import { activeStateFilter, adminContentListQuery, blankAsNull, blankAsUnset, iconField, notEmpty, optionalSlugField, requiredText, sortOrderField, ADMIN_CONTENT_MESSAGES } from './admin-content';
import { coded } from '../refusals/refusal-code';

/** The staff side's workshop services (`/api/admin/services`): two levels, a top-level service and those under it. */
export const ADMIN_SERVICE_MESSAGES = {
  title: 'Title is required (at most 120 characters)',
  titleHi: 'Hindi title can be at most 120 characters',
  description: 'Description is required (at most 1000 characters)',
  descriptionHi: 'Hindi description can be at most 1000 characters',
  priceFrom: `Price from must be rupees from 0 to ${MAX_PRICE_RUPEES}, to the paisa, or left empty when quoted after inspection`,
  turnaround: 'Turnaround is required (at most 60 characters), e.g. 3-5 days',
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
  title: z.object({ en: requiredText(M.title, 120), hi: z.preprocess(blankAsUnset, z.string({ error: M.titleHi }).trim().max(120, { error: M.titleHi }).optional()) }, { error: M.title }),
  description: z.object(
    { en: requiredText(M.description, 1000), hi: z.preprocess(blankAsUnset, z.string({ error: M.descriptionHi }).trim().max(1000, { error: M.descriptionHi }).optional()) },
    { error: M.description },
  ),
  icon: iconField,
  /** Rupees; null when the work is quoted after inspection. */
  priceFrom: z
    .number({ error: M.priceFrom })
    .min(0, { error: M.priceFrom })
    .max(MAX_PRICE_RUPEES, { error: M.priceFrom })
    .refine((value) => hasAtMostDecimals(value, 2), { error: M.priceFrom })
    .nullable(),
  turnaround: requiredText(M.turnaround, 60),
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
});
export type AdminServiceListQuery = z.infer<typeof adminServiceListQuerySchema>;

export const adminServiceSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  slug: z.string(),
  title: z.object({ en: z.string(), hi: z.string().optional() }),
  description: z.object({ en: z.string(), hi: z.string().optional() }),
  icon: z.string(),
  priceFrom: z.number().nullable(),
  turnaround: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  /** How many services sit under this one. */
  children: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;
