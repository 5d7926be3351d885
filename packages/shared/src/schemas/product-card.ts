import { z } from 'zod';
import { productFacetsSchema, productSchema, variantSchema } from './catalogue';
import { listEnvelopeSchema } from './common';

/**
 * The compact product a card and the quick view's first paint read (`view=card` on the product
 * lists): every field is the full product's field of the same name and meaning, so a full
 * product is also a valid card. Left out is what only the product page shows (descriptions,
 * attributes, specifications, variant details, price breakup, hallmark, brand, shipping).
 *
 * - `images`: the primary image only (the first image when none is marked primary);
 * - `variants`: each variant's id, active flag and stock, which decide what a card's
 *   Add to Cart buys (the first active variant in stock);
 * - `tags`: without the product page's `feature:` lines; the badges read the rest.
 */
export const productCardSchema = z.strictObject({
  ...productSchema.pick({
    _id: true,
    name: true,
    slug: true,
    pricing: true,
    images: true,
    rating: true,
    ratingCount: true,
    inventory: true,
    tags: true,
    category: true,
    createdAt: true,
  }).shape,
  variants: z.array(z.strictObject(variantSchema.pick({ _id: true, isActive: true, inventory: true }).shape)),
});
export type ProductCardData = z.infer<typeof productCardSchema>;

export const productCardListSchema = listEnvelopeSchema(productCardSchema);
export const productCardListResponseSchema = productCardListSchema.extend({ facets: productFacetsSchema });
