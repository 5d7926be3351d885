import { z } from 'zod';
import { MAX_ENGRAVING_LENGTH } from '../rules/engraving';
import { hasAtMostDecimals } from '../rules/decimals';
import { PRODUCT_METALS, MAX_PRICE_RUPEES } from './catalogue';
import { paginationQuerySchema } from './common';
import { missingLanguageQuerySchema, withoutEmptyLanguages } from './admin-catalogue-fields';
import { coded } from '../refusals/refusal-code';
import { HALLMARK_PURITIES, isPurityOfMetal } from '../rules/hallmark-purities';

/**
 * The staff side's products (`/api/admin/products`): what staff may write, with the messages
 * they read, and what the API answers. Money in rupees (to the paisa), weights in grams (to the
 * milligram), as staff read them on a tag; the API stores paise and milligrams.
 */

export { HALLMARK_PURITIES, isPurityOfMetal } from '../rules/hallmark-purities';
export const PRICING_MODES = ['fixed', 'weight'] as const;
export type PricingMode = (typeof PRICING_MODES)[number];
export const SHIPPING_CLASSES = ['standard', 'fragile', 'high-value'] as const;
export const ADMIN_PRODUCT_STATUSES = ['active', 'inactive', 'sold-out', 'low-stock'] as const;
export type AdminProductStatus = (typeof ADMIN_PRODUCT_STATUSES)[number];
/** A piece with this many or fewer left (and more than none) is low on stock. */
export const LOW_STOCK_THRESHOLD = 3;
export const ADMIN_PRODUCTS_DEFAULT_LIMIT = 25;
export const MAX_STOCK = 100_000;
export const MAX_NET_WEIGHT_GRAMS = 10_000;
export const MAX_PRODUCT_IMAGES = 12;
export const MAX_PRODUCT_TAGS = 20;

export const ADMIN_PRODUCT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name can be at most 200 characters',
  slug: 'Slug may use lower-case letters, digits and single hyphens only (at most 120 characters)',
  slugTaken: 'Another product already uses this slug',
  shortDescriptionRequired: 'Short description is required',
  shortDescriptionTooLong: 'Short description can be at most 500 characters',
  longDescriptionRequired: 'Description is required',
  longDescriptionTooLong: 'Description can be at most 10000 characters',
  category: 'Choose a category',
  unknownCategory: 'That category does not exist',
  unknownBrand: 'That brand does not exist',
  metal: `Metal must be one of ${PRODUCT_METALS.join(', ')}`,
  purity: `Purity must be one of ${HALLMARK_PURITIES.join(', ')}`,
  purityForMetal: 'This purity is not one of this metal: gold is 24K, 22K, 18K or 14K; silver 925; platinum 950',
  huid: 'HUID must be 6 letters or digits',
  huidTaken: 'Another product already carries this HUID',
  huidNeedsPurity: 'A piece with a HUID needs its hallmark purity',
  netWeight: `Net weight must be a number of grams above 0 and at most ${MAX_NET_WEIGHT_GRAMS}, to the milligram`,
  price: coded('ADMIN_PRODUCT_PRICE', ['field'], (field: string) => `${field} must be a number of rupees from 0 to ${MAX_PRICE_RUPEES}, to the paisa`),
  salePriceAboveMrp: 'The sale price cannot be more than the MRP',
  basePriceAboveMrp: 'The base price cannot be more than the MRP',
  salePriceRequired: 'The sale price must be above 0',
  stock: `Stock must be a whole number from 0 to ${MAX_STOCK}`,
  maxOrderQuantity: 'Most per order must be a whole number from 1 to 10',
  engravingMaxLength: `Engraving length must be a whole number of characters from 1 to ${MAX_ENGRAVING_LENGTH}, or empty when the piece is not engraved`,
  tags: `Tags must be a list of at most ${MAX_PRODUCT_TAGS} tags of at most 60 characters each, without commas`,
  images: `Images must be a list of at most ${MAX_PRODUCT_IMAGES} pictures from the store's media, one of them the primary`,
  attributes: 'Each attribute needs a name and a value (at most 100 characters each); a label or shown value sent needs its English',
  specifications: 'Each specification needs a group and a value, each with its English (at most 200 characters in each language)',
  shippingClass: `Shipping class must be one of ${SHIPPING_CLASSES.join(', ')}`,
  pricingMode: 'Pricing must be fixed or by weight',
  makingCharge: 'Making charges must be a percentage from 0 to 100 (to two decimals) or rupees per gram from 0 to 100000 (to the paisa)',
  weightNeedsHallmark: 'A piece priced by weight needs its purity, net weight and making charges',
  weightWithVariants: 'A piece with variants cannot be priced by weight: each variant has its own price',
  noRateForPurity: 'The store has no metal rate for this purity yet',
  notFound: 'Product not found',
  nothingToChange: 'Send at least one field to change',
  created: 'Product created',
  updated: 'Product updated',
  published: 'Product published: shoppers can now see it',
  unpublished: 'Product unpublished: shoppers no longer see it',
} as const;

const M = ADMIN_PRODUCT_MESSAGES;
const text = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });
const optionalText = (tooLong: string, max: number) => z.string({ error: tooLong }).trim().max(max, { error: tooLong }).optional();
/** Text staff write per language: English required, the others optional (blank ones dropped). */
export const localized = (required: string, tooLong: string, max: number) =>
  z.object(
    { en: text(required, tooLong, max), hi: optionalText(tooLong, max), ta: optionalText(tooLong, max), te: optionalText(tooLong, max) },
    { error: required },
  ).overwrite(withoutEmptyLanguages);
/** Rupees to the paisa: at most two decimals. */
export const rupees = (field: string) =>
  z
    .number({ error: M.price(field) })
    .min(0, { error: M.price(field) })
    .max(MAX_PRICE_RUPEES, { error: M.price(field) })
    .refine((value) => hasAtMostDecimals(value, 2), { error: M.price(field) });
export const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
const id = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(200, { error: message });

export const adminImageSchema = z.object(
  {
    url: z.string({ error: M.images }).regex(/^\/media\/[\w./-]+$/, { error: M.images }),
    altText: z.string({ error: M.images }).trim().max(200, { error: M.images }),
    isPrimary: z.boolean({ error: M.images }),
  },
  { error: M.images },
);

/** Making charges of a piece priced by weight: a share of the metal value, or rupees per gram. */
export const makingChargeSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('percent'),
      percent: z
        .number({ error: M.makingCharge })
        .min(0, { error: M.makingCharge })
        .max(100, { error: M.makingCharge })
        .refine((value) => hasAtMostDecimals(value, 2), { error: M.makingCharge }),
    }),
    z.object({
      kind: z.literal('per-gram'),
      perGram: z
        .number({ error: M.makingCharge })
        .min(0, { error: M.makingCharge })
        .max(100_000, { error: M.makingCharge })
        .refine((value) => hasAtMostDecimals(value, 2), { error: M.makingCharge }),
    }),
  ],
  { error: M.makingCharge },
);
export type MakingChargeInput = z.infer<typeof makingChargeSchema>;

/** Every field staff write; creation needs the required ones, an edit any of them. */
const productFields = {
  name: localized(M.nameRequired, M.nameTooLong, 200),
  slug: z.string({ error: M.slug }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: M.slug }).max(120, { error: M.slug }),
  shortDescription: localized(M.shortDescriptionRequired, M.shortDescriptionTooLong, 500),
  longDescription: localized(M.longDescriptionRequired, M.longDescriptionTooLong, 10_000),
  categoryId: id(M.category),
  brandId: id(M.unknownBrand).nullable(),
  metal: z.enum(PRODUCT_METALS, { error: M.metal }),
  purity: z.enum(HALLMARK_PURITIES, { error: M.purity }).nullable(),
  huid: z
    .string({ error: M.huid })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6}$/, { error: M.huid })
    .nullable(),
  netWeightGrams: z
    .number({ error: M.netWeight })
    .gt(0, { error: M.netWeight })
    .max(MAX_NET_WEIGHT_GRAMS, { error: M.netWeight })
    .refine((value) => hasAtMostDecimals(value, 3), { error: M.netWeight })
    .nullable(),
  stoneValue: rupees('Stone value'),
  basePrice: rupees('Base price'),
  salePrice: rupees('Sale price'),
  mrp: rupees('MRP'),
  stockQuantity: wholeNumber(M.stock, 0, MAX_STOCK),
  maxOrderQuantity: wholeNumber(M.maxOrderQuantity, 1, 10),
  /** The most characters a shopper may have engraved; null: the piece is not engraved. */
  engravingMaxLength: wholeNumber(M.engravingMaxLength, 1, MAX_ENGRAVING_LENGTH).nullable(),
  tags: z
    .array(z.string({ error: M.tags }).trim().min(1, { error: M.tags }).max(60, { error: M.tags }).regex(/^[^,]+$/, { error: M.tags }), { error: M.tags })
    .max(MAX_PRODUCT_TAGS, { error: M.tags }),
  images: z
    .array(adminImageSchema, { error: M.images })
    .max(MAX_PRODUCT_IMAGES, { error: M.images })
    .refine((images) => images.length === 0 || images.filter((image) => image.isPrimary).length === 1, { error: M.images }),
  /** The English key and value; the words shoppers read default to them when not sent. */
  attributes: z
    .array(
      z
        .object(
          {
            name: text(M.attributes, M.attributes, 100),
            value: text(M.attributes, M.attributes, 100),
            label: localized(M.attributes, M.attributes, 100).optional(),
            displayValue: localized(M.attributes, M.attributes, 100).optional(),
          },
          { error: M.attributes },
        )
        .transform(({ name, value, label, displayValue }) => ({ name, value, label: label ?? { en: name }, displayValue: displayValue ?? { en: value } })),
      { error: M.attributes },
    )
    .max(30, { error: M.attributes }),
  specifications: z
    .array(z.object({ group: localized(M.specifications, M.specifications, 200), value: localized(M.specifications, M.specifications, 200) }, { error: M.specifications }), {
      error: M.specifications,
    })
    .max(30, { error: M.specifications }),
  shippingClass: z.enum(SHIPPING_CLASSES, { error: M.shippingClass }),
  /** 'weight': the price follows the day's metal rate (the prices sent are not used). */
  pricingMode: z.enum(PRICING_MODES, { error: M.pricingMode }),
  makingCharge: makingChargeSchema.nullable(),
  codAvailable: z.boolean(),
  freeShipping: z.boolean(),
  isActive: z.boolean(),
};

/** The rules between fields, for a new product or an edited one as it would be saved. */
export interface ProductPriceAndHallmark {
  basePrice: number;
  salePrice: number;
  mrp: number;
  metal: string;
  purity: string | null;
  huid: string | null;
  pricingMode?: PricingMode;
  netWeightGrams?: number | null;
  makingCharge?: MakingChargeInput | null;
}
/** The messages of the rules between fields (empty when the product holds together), by field. */
export function checkProductConsistency(product: ProductPriceAndHallmark): Array<{ field: keyof ProductPriceAndHallmark; message: string }> {
  const problems: Array<{ field: keyof ProductPriceAndHallmark; message: string }> = [];
  if (product.pricingMode === 'weight') {
    // The price comes from the rate: only the hallmark's rules apply.
    if (product.purity === null || !product.netWeightGrams || !product.makingCharge) problems.push({ field: 'pricingMode', message: M.weightNeedsHallmark });
  } else if (product.salePrice <= 0) problems.push({ field: 'salePrice', message: M.salePriceRequired });
  if (product.pricingMode !== 'weight') {
    if (product.salePrice > product.mrp) problems.push({ field: 'salePrice', message: M.salePriceAboveMrp });
    if (product.basePrice > product.mrp) problems.push({ field: 'basePrice', message: M.basePriceAboveMrp });
  }
  if (product.purity !== null && !isPurityOfMetal(product.metal, product.purity)) problems.push({ field: 'purity', message: M.purityForMetal });
  if (product.huid !== null && product.purity === null) problems.push({ field: 'huid', message: M.huidNeedsPurity });
  return problems;
}

/** POST /api/admin/products: a new product, unpublished unless `isActive` says otherwise. */
export const adminProductCreateSchema = z
  .object({
    ...productFields,
    slug: productFields.slug.optional(),
    brandId: productFields.brandId.default(null),
    purity: productFields.purity.default(null),
    huid: productFields.huid.default(null),
    netWeightGrams: productFields.netWeightGrams.default(null),
    stoneValue: productFields.stoneValue.default(0),
    basePrice: productFields.basePrice.optional(),
    stockQuantity: productFields.stockQuantity.default(0),
    maxOrderQuantity: productFields.maxOrderQuantity.default(10),
    engravingMaxLength: productFields.engravingMaxLength.default(null),
    tags: productFields.tags.default([]),
    images: productFields.images.default([]),
    attributes: productFields.attributes.default([]),
    specifications: productFields.specifications.default([]),
    shippingClass: productFields.shippingClass.default('standard'),
    pricingMode: productFields.pricingMode.default('fixed'),
    makingCharge: productFields.makingCharge.default(null),
    // By weight the price is computed: these may be left out.
    mrp: productFields.mrp.optional(),
    salePrice: productFields.salePrice.optional(),
    codAvailable: productFields.codAvailable.default(true),
    freeShipping: productFields.freeShipping.default(false),
    isActive: productFields.isActive.default(false),
  })
  .superRefine((product, context) => {
    if (product.pricingMode === 'fixed') {
      if (product.mrp === undefined) context.addIssue({ code: 'custom', path: ['mrp'], message: M.price('MRP') });
      if (product.salePrice === undefined) context.addIssue({ code: 'custom', path: ['salePrice'], message: M.price('Sale price') });
      if (product.mrp === undefined || product.salePrice === undefined) return;
    }
    const mrp = product.mrp ?? 0;
    const salePrice = product.salePrice ?? 0;
    for (const { field, message } of checkProductConsistency({ ...product, mrp, salePrice, basePrice: product.basePrice ?? mrp }))
      context.addIssue({ code: 'custom', path: [field], message });
  });
export type AdminProductCreate = z.output<typeof adminProductCreateSchema>;
export type AdminProductCreateInput = z.input<typeof adminProductCreateSchema>;

/** PATCH /api/admin/products/{id}: any fields; the rules between fields are checked against the saved product. */
export const adminProductUpdateSchema = z
  .object(productFields)
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, { error: M.nothingToChange });
export type AdminProductUpdate = z.output<typeof adminProductUpdateSchema>;

export const adminProductListQuerySchema = paginationQuerySchema(ADMIN_PRODUCTS_DEFAULT_LIMIT).extend({
  q: z.string({ error: 'q must be text' }).trim().max(100, { error: 'Search terms can be at most 100 characters' }).optional(),
  status: z.enum(ADMIN_PRODUCT_STATUSES, { error: `status must be one of ${ADMIN_PRODUCT_STATUSES.join(', ')}` }).optional(),
  category: z.string().trim().max(200).optional(),
  /** Pieces whose name, short text or description is not yet written in this language. */
  missing: missingLanguageQuerySchema,
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

const localizedAnswer = z.object({ en: z.string(), hi: z.string().optional(), ta: z.string().optional(), te: z.string().optional() });

/** A variant as staff see it: price and stock to the line. */
export const adminVariantSchema = z.object({
  id: z.string(),
  variantName: z.string(),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  maxOrderQuantity: z.number().int(),
  salePrice: z.number(),
  mrp: z.number(),
  stockQuantity: z.number().int(),
  isActive: z.boolean(),
});

/** A product as staff see it, inactive and sold-out ones included. */
export const adminProductSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: localizedAnswer,
  shortDescription: localizedAnswer,
  longDescription: localizedAnswer,
  category: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  brandId: z.string().nullable(),
  metal: z.string(),
  purity: z.string().nullable(),
  huid: z.string().nullable(),
  netWeightGrams: z.number().nullable(),
  stoneValue: z.number(),
  basePrice: z.number(),
  salePrice: z.number(),
  mrp: z.number(),
  stockQuantity: z.number().int(),
  maxOrderQuantity: z.number().int(),
  engravingMaxLength: z.number().int().nullable(),
  tags: z.array(z.string()),
  images: z.array(z.object({ url: z.string(), altText: z.string(), isPrimary: z.boolean() })),
  attributes: z.array(z.object({ name: z.string(), value: z.string(), label: localizedAnswer, displayValue: localizedAnswer })),
  specifications: z.array(z.object({ group: localizedAnswer, value: localizedAnswer })),
  shippingClass: z.string(),
  pricingMode: z.enum(PRICING_MODES),
  makingCharge: makingChargeSchema.nullable(),
  codAvailable: z.boolean(),
  freeShipping: z.boolean(),
  isActive: z.boolean(),
  variants: z.array(adminVariantSchema),
  /** Stock that can be sold: the product's own, or its active variants' together. */
  availableStock: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
