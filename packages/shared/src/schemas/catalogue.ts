import { z } from 'zod';
import { MAX_PRICE_RUPEES, PRODUCT_METALS, PRODUCT_SORTS } from '../rules/listing-filters';
import { isValidPriceRange, PRICE_RANGE_MESSAGE } from '../rules/price-range';
import { certificateSchema } from './certificates';
import { listEnvelopeSchema, localizedTextSchema, paginationQuerySchema } from './common';

export const imageSchema = z.object({ url: z.string(), altText: z.string(), isPrimary: z.boolean() });
/** A category's attribute ("Sold as: a pair"). */
export const attributeSchema = z.object({ name: z.string(), value: z.string() });
/**
 * A piece's attribute: `name` and `value` stay the English keys the store reads ('Metal',
 * '22K Yellow Gold'); `label` and `displayValue` are what shoppers read, per language.
 */
export const productAttributeSchema = attributeSchema.extend({ label: localizedTextSchema, displayValue: localizedTextSchema });
/** A specification line ("Purity: 22 Karat (91.6% gold)"), its group and value per language. */
export const specificationSchema = z.object({ group: localizedTextSchema, value: localizedTextSchema });
/** A variant's attribute: the English key and value, and the option as shoppers read it ("Size 12"). */
export const variantAttributeSchema = attributeSchema.extend({ displayValue: localizedTextSchema });

/** Prices in rupees (the API's unit); the database keeps paise. */
export const pricingSchema = z.object({ basePrice: z.number(), salePrice: z.number(), mrp: z.number() });

export const inventorySchema = z.object({
  quantity: z.number().int(),
  maxOrderQuantity: z.number().int(),
  inStock: z.boolean(),
});

/** Price breakup in rupees (rules/price-breakup): the four lines add up to `total`, the sale price. */
export const priceBreakupSchema = z.object({
  metalValue: z.number(),
  makingCharges: z.number(),
  stoneValue: z.number(),
  gst: z.number(),
  total: z.number(),
  metalRatePerGram: z.number(),
  weightGrams: z.number(),
});
export type PriceBreakupAnswer = z.infer<typeof priceBreakupSchema>;

/** BIS hallmark: purity as stamped ('22K', '925', '950') and the HUID where the piece has one. */
export const hallmarkSchema = z.object({ purity: z.string(), huid: z.string().nullable() });

export const variantSchema = z.object({
  _id: z.string(),
  variantName: z.string(),
  attributes: z.array(variantAttributeSchema),
  images: z.array(imageSchema),
  pricing: pricingSchema,
  inventory: inventorySchema,
  isActive: z.boolean(),
  /** Breakup of this variant's sale price; null when the product is not sold by weight. */
  priceBreakup: priceBreakupSchema.nullable(),
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
  attributes: z.array(productAttributeSchema),
  specifications: z.array(specificationSchema),
  inventory: inventorySchema,
  variants: z.array(variantSchema),
  tags: z.array(z.string()),
  categoryId: z.string(),
  category: categorySummarySchema,
  brand: brandSchema.nullable(),
  vendorInfo: z.object({ storeName: z.string(), rating: z.number(), totalReviews: z.number().int() }),
  shippingInfo: z.object({ shippingClass: z.string(), codAvailable: z.boolean(), freeShipping: z.boolean() }),
  /** Where the piece may be engraved: the most characters (rules/engraving.ts); null when it may not. */
  engraving: z.object({ maxLength: z.number().int() }).nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  hallmark: hallmarkSchema.nullable(),
  /** Breakup of the sale price; null when the product has no recorded metal weight. */
  priceBreakup: priceBreakupSchema.nullable(),
  /** The piece's certificates (lab reports, hallmark): on the product's own answer only, not in listings. */
  certificates: z.array(certificateSchema).optional(),
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

/** Public product list: products 50 per page by default (spec B section 9); the listing page asks 9. */
export const PRODUCT_LIST_DEFAULT_LIMIT = 50;
/** Header type-ahead: page size 8 (spec A section 7, Header). */
export const PRODUCT_SEARCH_DEFAULT_LIMIT = 8;

/** The list call's filter values, kept in rules/listing-filters.ts (read by the storefront without zod). */
export { MAX_PRICE_RUPEES, PRODUCT_METALS, PRODUCT_SORTS, type ProductMetal, type ProductSort } from '../rules/listing-filters';

export const SEARCH_QUERY_MESSAGE = 'Please enter a search term';
export const SEARCH_LENGTH_MESSAGE = 'Search terms can be at most 100 characters';
export const SORT_MESSAGE = `sort must be one of ${PRODUCT_SORTS.join(', ')}`;
export const METAL_MESSAGE = `metal must be a comma-separated list of ${PRODUCT_METALS.join(', ')}`;
export const MIN_PRICE_MESSAGE = 'minPrice must be a number of rupees from 0 to 10000000';
export const MAX_PRICE_MESSAGE = 'maxPrice must be a number of rupees from 0 to 10000000';
export const IN_STOCK_MESSAGE = 'inStock must be true or false';

/** An absent or blank parameter is no filter (the web sends `search=` for an empty box). */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const rupees = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).min(0, { error: message }).max(MAX_PRICE_RUPEES, { error: message }).optional(),
  );

/** `metal=gold&metal=silver` arrives as an array: the same list as `metal=gold,silver`. */
const joinRepeated = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value.join(',') : value;

const metalList = z.preprocess(
  (value) => blankToUndefined(joinRepeated(value)),
  z
    .string()
    .transform((value) => [...new Set(value.split(',').map((metal) => metal.trim().toLowerCase()))])
    .pipe(z.array(z.enum(PRODUCT_METALS, { error: METAL_MESSAGE })))
    .optional(),
);

const inStockFlag = z.preprocess(
  blankToUndefined,
  z
    .enum(['true', '1', 'false', '0'], { error: IN_STOCK_MESSAGE })
    .transform((value) => value === 'true' || value === '1')
    .optional(),
);

/**
 * What a product list answers: `full`, the spec's product shape (the default, so a client written
 * against the spec gets it unchanged), or `card`, the compact shape a product card and the quick
 * view's first paint read (schemas/product-card.ts).
 */
export const PRODUCT_VIEWS = ['full', 'card'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];
export const VIEW_MESSAGE = `view must be one of ${PRODUCT_VIEWS.join(', ')}`;

const productView = z
  .preprocess(blankToUndefined, z.enum(PRODUCT_VIEWS, { error: VIEW_MESSAGE }).optional())
  .describe('full (default): the product shape of the spec; card: the compact product card shape');

export const productListQuerySchema = paginationQuerySchema(PRODUCT_LIST_DEFAULT_LIMIT)
  .extend({
    categoryId: z.string().trim().min(1).optional(),
    category: z.string().trim().min(1).optional(),
    tag: z.string().trim().min(1).optional(),
    search: z.preprocess(blankToUndefined, z.string().trim().max(100, { error: SEARCH_LENGTH_MESSAGE }).optional()),
    metal: metalList,
    minPrice: rupees(MIN_PRICE_MESSAGE),
    maxPrice: rupees(MAX_PRICE_MESSAGE),
    inStock: inStockFlag,
    sort: z.preprocess(blankToUndefined, z.enum(PRODUCT_SORTS, { error: SORT_MESSAGE }).optional()),
    view: productView,
  })
  .refine((query) => isValidPriceRange({ min: query.minPrice, max: query.maxPrice }), {
    error: PRICE_RANGE_MESSAGE,
    path: ['minPrice'],
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productSearchQuerySchema = paginationQuerySchema(PRODUCT_SEARCH_DEFAULT_LIMIT).extend({
  q: z.string({ error: SEARCH_QUERY_MESSAGE }).trim().min(1, { error: SEARCH_QUERY_MESSAGE }).max(100, {
    error: SEARCH_LENGTH_MESSAGE,
  }),
  view: productView,
});

/**
 * Counts beside the listing: each facet applies every other active filter, so a count is what
 * selecting that value would return. Prices in rupees over the products matching the other filters.
 */
export const productFacetsSchema = z.object({
  categories: z.array(z.object({ _id: z.string(), slug: z.string(), name: localizedTextSchema, count: z.number().int() })),
  metals: z.array(z.object({ value: z.string(), count: z.number().int() })),
  price: z.object({ min: z.number(), max: z.number() }),
  inStock: z.number().int(),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const productListResponseSchema = listEnvelopeSchema(productSchema).extend({ facets: productFacetsSchema });
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** Brands list: 100 per page by default (spec B section 9). */
export const brandListQuerySchema = paginationQuerySchema(100);
export const categoryListQuerySchema = paginationQuerySchema(100);

export const slugParamsSchema = z.object({ slug: z.string().trim().min(1).max(200) });
