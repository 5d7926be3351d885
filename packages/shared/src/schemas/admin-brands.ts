import { z } from 'zod';
import { CATALOGUE_FIELD_MESSAGES, mediaUrlSchema, NOTHING_TO_CHANGE, requiredText, searchListQuerySchema, slugSchema } from './admin-catalogue-fields';
import { coded } from '../refusals/refusal-code';

/** The staff side's brands (`/api/admin/brands`): what staff write, the messages they read, what the API answers. */
export const ADMIN_BRAND_MESSAGES = {
  name: 'Name is required (at most 100 characters)',
  slugTaken: 'Another brand already uses this slug',
  notFound: 'Brand not found',
  inUse: coded('ADMIN_BRAND_IN_USE', ['count'], (pieces: number) =>
    `${pieces} ${pieces === 1 ? 'piece still carries' : 'pieces still carry'} this brand: change ${pieces === 1 ? 'its' : 'their'} brand before deleting it`,
  ),
  created: 'Brand created',
  updated: 'Brand updated',
  deleted: 'Brand deleted',
} as const;

const M = ADMIN_BRAND_MESSAGES;

const brandFields = {
  name: requiredText(M.name, M.name, 100),
  slug: slugSchema,
  logoUrl: mediaUrlSchema('Logo'),
};

/** POST /api/admin/brands: a slug left out (or empty) is made from the name. */
export const adminBrandCreateSchema = z.object({
  ...brandFields,
  slug: z.union([brandFields.slug, z.literal('')], { error: CATALOGUE_FIELD_MESSAGES.slug }).optional(),
});
export type AdminBrandCreate = z.output<typeof adminBrandCreateSchema>;
export type AdminBrandCreateInput = z.input<typeof adminBrandCreateSchema>;

/** PATCH /api/admin/brands/{id}: any fields. */
export const adminBrandUpdateSchema = z
  .object(brandFields)
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, { error: NOTHING_TO_CHANGE });
export type AdminBrandUpdate = z.output<typeof adminBrandUpdateSchema>;

export const adminBrandListQuerySchema = searchListQuerySchema(25);
export type AdminBrandListQuery = z.infer<typeof adminBrandListQuerySchema>;

/** A brand as staff see it, with how many pieces (published or not) carry it. */
export const adminBrandSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;
