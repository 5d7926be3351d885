import { z } from 'zod';
import { localizedTextSchema, paginationQuerySchema } from './common';

export const imageSchema = z.object({ url: z.string(), altText: z.string(), isPrimary: z.boolean() });
export const attributeSchema = z.object({ name: z.string(), value: z.string() });
export const specificationSchema = z.object({ group: z.object({ en: z.string() }), value: z.string() });

/** Prices in rupees (the API's unit); the database keeps paise. */
export const pricingSchema = z.object({ basePrice: z.number(), salePrice: z.number(), mrp: z.number() });

export const inventorySchema = z.object({
  quantity: z.number().int(),
  maxOrderQuantity: z.number().int(),
  inStock: z.boolean(),
});

export const variantSchema = z.object({
  _id: z.string(),
  variantName: z.string(),
  attributes: z.array(
    z.object({ name: z.string(), value: z.string(), displayValue: z.object({ en: z.string() }) }),
  ),
  images: z.array(imageSchema),
  pricing: pricingSchema,
  inventory: inventorySchema,
  isActive: z.boolean(),
});

export const categorySummarySchema = z.object({ _id: z.string(), name: localizedTextSchema, slug: z.string() });
export const brandSchema = z.object({ _id: z.string(), name: z.object({ en: z.string() }), slug: z.string(), logo: z.string() });

export const productSchema = z.object({
  _id: z.string(),
  name: localizedTextSchema,
  slug: z.string(),
  description: z.object({ short: localizedTextSchema, long: localizedTextSchema }),
  pricing: pricingSchema,
  images: z.array(imageSchema),
  rating: z.number(),
  ratingCount: z.number().int(),
  attributes: z.array(attributeSchema),
  specifications: z.array(specificationSchema),
  inventory: inventorySchema,
  variants: z.array(variantSchema),
  tags: z.array(z.string()),
  categoryId: z.string(),
  category: categorySummarySchema,
  brand: brandSchema.nullable(),
  vendorInfo: z.object({ storeName: z.string(), rating: z.number(), totalReviews: z.number().int() }),
  shippingInfo: z.object({ shippingClass: z.string(), codAvailable: z.boolean(), freeShipping: z.boolean() }),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;
export type ProductVariant = z.infer<typeof variantSchema>;
export type ProductImage = z.infer<typeof imageSchema>;
export type Brand = z.infer<typeof brandSchema>;

export const categorySchema = z.object({
  _id: z.string(),
  name: localizedTextSchema,
  slug: z.string(),
  description: z.object({ short: localizedTextSchema }),
  images: z.object({ thumbnail: z.string(), icon: z.string() }),
  attributes: z.array(attributeSchema),
  isFeatured: z.boolean(),
  analytics: z.object({ productCount: z.number().int() }),
});
export type Category = z.infer<typeof categorySchema>;

/** Public product list: products 50 per page by default (spec B section 9). */
export const PRODUCT_LIST_DEFAULT_LIMIT = 50;
export const productListQuerySchema = paginationQuerySchema(PRODUCT_LIST_DEFAULT_LIMIT).extend({
  categoryId: z.string().trim().min(1).optional(),
  category: z.string().trim().min(1).optional(),
  tag: z.string().trim().min(1).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const SEARCH_QUERY_MESSAGE = 'Please enter a search term';
export const productSearchQuerySchema = paginationQuerySchema(PRODUCT_LIST_DEFAULT_LIMIT).extend({
  q: z.string({ error: SEARCH_QUERY_MESSAGE }).trim().min(1, { error: SEARCH_QUERY_MESSAGE }).max(100, {
    error: 'Search terms can be at most 100 characters',
  }),
});

/** Brands list: 100 per page by default (spec B section 9). */
export const brandListQuerySchema = paginationQuerySchema(100);
export const categoryListQuerySchema = paginationQuerySchema(100);

export const slugParamsSchema = z.object({ slug: z.string().trim().min(1).max(200) });
