import { z } from 'zod';
import { maxQuantityMessage } from '../rules/cart-line';
import { COUPON_MESSAGES, COUPON_TYPES } from '../rules/coupon';
import { CART_MAX_QUANTITY } from '../rules/quantity';
import { CART_MESSAGES } from './cart';
import { envelopeSchema, listEnvelopeSchema, localizedListSchema, localizedTextSchema, paginationQuerySchema } from './common';

/** The coupon entity of spec B section 3; money in rupees, dates as ISO strings. */
export const couponSchema = z.object({
  _id: z.string(),
  id: z.string(),
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  /** Percent for percentage, rupees for fixed, 0 for free_shipping. */
  value: z.number(),
  /** Per language, English always present (the shopper's own, else English: pickLocalized). */
  title: localizedTextSchema,
  description: localizedTextSchema,
  minOrderValue: z.number(),
  maxDiscountAmount: z.number().nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  isActive: z.boolean(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  userUsageLimit: z.number().int().nullable(),
  applicableCategories: z.array(z.string()),
  applicableProducts: z.array(z.string()),
});
export type Coupon = z.infer<typeof couponSchema>;

/** A line to price for POST /api/coupons/validate: the server prices it, never the client. */
const idField = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(200, { error: message });
const validateItemSchema = z.object({
  productId: idField(CART_MESSAGES.invalidProduct),
  variantId: idField(CART_MESSAGES.invalidVariant).nullish(),
  quantity: z
    .number({ error: CART_MESSAGES.invalidQuantity })
    .int({ error: CART_MESSAGES.invalidQuantity })
    .min(1, { error: CART_MESSAGES.quantityAtLeastOne })
    .max(CART_MAX_QUANTITY, { error: maxQuantityMessage(CART_MAX_QUANTITY) })
    .default(1),
});
export const SUBTOTAL_MESSAGE = 'subtotal must be a number of rupees of at least 0';
export const ITEMS_MESSAGE = 'items must be a list of at most 100 lines';

/**
 * POST /api/coupons/validate {code, subtotal, items}. `items` are priced from the database;
 * without items the customer's cart is used. `subtotal` is accepted for the spec's shape and
 * never trusted.
 */
export const couponValidateSchema = z.object({
  code: z.string({ error: COUPON_MESSAGES.enterCode }).trim().min(1, { error: COUPON_MESSAGES.enterCode }).max(50, { error: COUPON_MESSAGES.invalidCode }),
  subtotal: z.number({ error: SUBTOTAL_MESSAGE }).min(0, { error: SUBTOTAL_MESSAGE }).optional(),
  items: z.array(validateItemSchema, { error: ITEMS_MESSAGE }).max(100, { error: ITEMS_MESSAGE }).optional(),
});
export type CouponValidate = z.input<typeof couponValidateSchema>;

/** The spec's validation answer: valid, coupon, discount, finalAmount, message (rupees). */
export const couponValidationSchema = z.object({
  valid: z.boolean(),
  coupon: couponSchema.nullable(),
  discount: z.number(),
  /** Subtotal less the discount, rupees (shipping not included). */
  finalAmount: z.number(),
  freeShipping: z.boolean(),
  message: z.string(),
});
export type CouponValidation = z.infer<typeof couponValidationSchema>;

/** GET /api/coupons/available: what each usable coupon takes off the customer's cart, best first. */
export const availableCouponSchema = z.object({
  coupon: couponSchema,
  discount: z.number(),
  freeShipping: z.boolean(),
  finalAmount: z.number(),
});
export type AvailableCoupon = z.infer<typeof availableCouponSchema>;

export const couponHistoryEntrySchema = z.object({
  _id: z.string(),
  code: z.string(),
  discount: z.number(),
  orderId: z.string().nullable(),
  usedAt: z.string(),
});
export type CouponHistoryEntry = z.infer<typeof couponHistoryEntrySchema>;

/** Coupon history: 10 per page by default (spec B section 9). */
export const couponHistoryQuerySchema = paginationQuerySchema(10);
/** Public coupon list: 50 per page by default (spec B section 9). */
export const publicCouponQuerySchema = paginationQuerySchema(50);

/** The coupons page's card (spec B section 3, public list fields); money in rupees. */
export const publicCouponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  value: z.number(),
  min_order: z.number(),
  max_discount: z.number().nullable(),
  title: localizedTextSchema,
  description: localizedTextSchema,
  /** One list per language: the shopper's own whole, else the English (pickLocalizedList). */
  terms: localizedListSchema,
  expiry: z.string(),
  expiry_date: z.string(),
  /** 'limited' when only a set number of redemptions exists (usageLimit), else 'active'. */
  status: z.enum(['active', 'limited']),
  icon: z.enum(['percent', 'rupee', 'truck']),
});
export type PublicCoupon = z.infer<typeof publicCouponSchema>;

export const couponEnvelopeSchema = envelopeSchema(couponSchema);
export const couponValidationEnvelopeSchema = envelopeSchema(couponValidationSchema);
export const availableCouponsEnvelopeSchema = envelopeSchema(z.array(availableCouponSchema));
export const couponHistoryEnvelopeSchema = listEnvelopeSchema(couponHistoryEntrySchema);
export const publicCouponsEnvelopeSchema = listEnvelopeSchema(publicCouponSchema);
