import { z } from 'zod';
import { CATALOGUE_FIELD_MESSAGES, localizedAnswerSchema, localizedText, mediaUrlSchema, missingLanguageQuerySchema, NOTHING_TO_CHANGE, requiredText, searchListQuerySchema, slugSchema, sortOrderSchema } from './admin-catalogue-fields';
import { coded } from '../refusals/refusal-code';

/** The staff side's categories (`/api/admin/categories`): what staff write, the messages they read, what the API answers. */
export const MAX_CATEGORY_ATTRIBUTES = 30;

export const ADMIN_CATEGORY_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name can be at most 100 characters',
  shortDescriptionRequired: 'Short description is required',
  shortDescriptionTooLong: 'Short description can be at most 500 characters',
  attributes: `Attributes must be at most ${MAX_CATEGORY_ATTRIBUTES} rows, each with a name and a value (at most 100 characters each)`,
  slugTaken: 'Another category already uses this slug',
  notFound: 'Category not found',
  inUse: coded('ADMIN_CATEGORY_IN_USE', ['count'], (pieces: number) =>
    `${pieces} ${pieces === 1 ? 'piece still uses' : 'pieces still use'} this category: move ${pieces === 1 ? 'it' : 'them'} to another category before deleting it`,
  ),
  inCoupons: coded('ADMIN_CATEGORY_IN_COUPONS', ['count'], (coupons: number) => `${coupons} ${coupons === 1 ? 'coupon applies' : 'coupons apply'} to this category: change ${coupons === 1 ? 'it' : 'them'} before deleting it`),
  created: 'Category created',
  updated: 'Category updated',
  deleted: 'Category deleted',
} as const;

const M = ADMIN_CATEGORY_MESSAGES;

const categoryFields = {
  name: localizedText(M.nameRequired, M.nameTooLong, 100),
  slug: slugSchema,
  shortDescription: localizedText(M.shortDescriptionRequired, M.shortDescriptionTooLong, 500),
  thumbnailUrl: mediaUrlSchema('Thumbnail'),
  iconUrl: mediaUrlSchema('Icon'),
  attributes: z
    .array(z.object({ name: requiredText(M.attributes, M.attributes, 100), value: requiredText(M.attributes, M.attributes, 100) }, { error: M.attributes }), { error: M.attributes })
    .max(MAX_CATEGORY_ATTRIBUTES, { error: M.attributes }),
  isFeatured: z.boolean({ error: 'Featured must be true or false' }),
  sortOrder: sortOrderSchema,
};

/** POST /api/admin/categories: a slug left out (or empty) is made from the English name. */
export const adminCategoryCreateSchema = z.object({
  ...categoryFields,
  slug: z.union([categoryFields.slug, z.literal('')], { error: CATALOGUE_FIELD_MESSAGES.slug }).optional(),
  attributes: categoryFields.attributes.default([]),
  isFeatured: categoryFields.isFeatured.default(false),
  sortOrder: categoryFields.sortOrder.default(0),
});
export type AdminCategoryCreate = z.output<typeof adminCategoryCreateSchema>;
export type AdminCategoryCreateInput = z.input<typeof adminCategoryCreateSchema>;

/** PATCH /api/admin/categories/{id}: any fields. */
export const adminCategoryUpdateSchema = z
  .object(categoryFields)
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, { error: NOTHING_TO_CHANGE });
export type AdminCategoryUpdate = z.output<typeof adminCategoryUpdateSchema>;

export const adminCategoryListQuerySchema = searchListQuerySchema(25).extend({
  /** Categories whose name or short description is not yet written in this language. */
  missing: missingLanguageQuerySchema,
});
export type AdminCategoryListQuery = z.infer<typeof adminCategoryListQuerySchema>;

/** A category as staff see it, with how many pieces (published or not) it holds. */
export const adminCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: localizedAnswerSchema,
  shortDescription: localizedAnswerSchema,
  thumbnailUrl: z.string(),
  iconUrl: z.string(),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  isFeatured: z.boolean(),
  sortOrder: z.number().int(),
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
