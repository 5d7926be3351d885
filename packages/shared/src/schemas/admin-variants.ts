import { z } from 'zod';
import { ADMIN_PRODUCT_MESSAGES as PM, MAX_STOCK, localized, rupees, wholeNumber } from './admin-products';

/**
 * A piece's variants on the staff side (`/api/admin/products/{id}/variants`): sizes or lengths
 * with their own price and stock. A piece sells by its variants once it has an active one.
 */
export const MAX_VARIANT_ATTRIBUTES = 4;

export const ADMIN_VARIANT_MESSAGES = {
  name: 'Variant name is required (at most 60 characters), such as Size 12',
  attributes: `A variant has at most ${MAX_VARIANT_ATTRIBUTES} attributes, each with a name and a value (at most 60 characters each)`,
  notFound: 'Variant not found',
  nameTaken: 'This piece already has a variant of this name',
  created: 'Variant added',
  updated: 'Variant updated',
} as const;

const M = ADMIN_VARIANT_MESSAGES;

const short = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(60, { error: message });

const variantFields = {
  variantName: short(M.name),
  /**
   * The English key and value, and optionally the option as shoppers read it per language
   * ("Size 12", English required when sent); not sent, the server keeps the saved words of an
   * attribute whose value is unchanged, else shows the value.
   */
  attributes: z
    .array(z.object({ name: short(M.attributes), value: short(M.attributes), displayValue: localized(M.attributes, M.attributes, 60).optional() }), { error: M.attributes })
    .max(MAX_VARIANT_ATTRIBUTES, { error: M.attributes }),
  salePrice: rupees('Sale price').refine((value) => value > 0, { error: PM.salePriceRequired }),
  mrp: rupees('MRP'),
  stockQuantity: wholeNumber(PM.stock, 0, MAX_STOCK),
  maxOrderQuantity: wholeNumber(PM.maxOrderQuantity, 1, 10),
  isActive: z.boolean(),
};

const saleWithinMrp = (variant: { salePrice?: number; mrp?: number }) => variant.salePrice === undefined || variant.mrp === undefined || variant.salePrice <= variant.mrp;

export const adminVariantCreateSchema = z
  .object({ ...variantFields, attributes: variantFields.attributes.default([]), maxOrderQuantity: variantFields.maxOrderQuantity.default(10), isActive: variantFields.isActive.default(true) })
  .refine(saleWithinMrp, { error: PM.salePriceAboveMrp, path: ['salePrice'] });
export type AdminVariantCreate = z.infer<typeof adminVariantCreateSchema>;
export type AdminVariantCreateInput = z.input<typeof adminVariantCreateSchema>;

export const adminVariantUpdateSchema = z
  .object(variantFields)
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, { error: PM.nothingToChange });
export type AdminVariantUpdate = z.infer<typeof adminVariantUpdateSchema>;
