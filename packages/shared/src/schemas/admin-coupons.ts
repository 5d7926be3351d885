import { z } from 'zod';
import { hasAtMostDecimals } from '../rules/decimals';
import { COUPON_TYPES } from '../rules/coupon';
import { localizedList, localizedText, missingLanguageQuerySchema, optionalLocalizedText } from './admin-catalogue-fields';
import { MAX_PRICE_RUPEES } from './catalogue';
import { localizedListSchema, paginationQuerySchema } from './common';
import { couponSchema } from './coupon';
import { coded } from '../refusals/refusal-code';

/** The staff side's coupons (`/api/admin/coupons`): every field of the coupon, with its use so far. */
export const ADMIN_COUPON_STATES = ['active', 'scheduled', 'expired', 'inactive'] as const;

export const ADMIN_COUPON_MESSAGES = {
  code: 'Code must be 3 to 30 letters or digits',
  codeTaken: 'Another coupon already uses this code',
  type: `Type must be one of ${COUPON_TYPES.join(', ')}`,
  percent: 'A percentage coupon takes off a whole number of percent from 1 to 100',
  fixed: `A fixed coupon takes off rupees above 0 and at most ${MAX_PRICE_RUPEES}, to the paisa`,
  title: 'Title is required (at most 100 characters)',
  description: 'Description can be at most 500 characters',
  terms: 'Terms must be a list of at most 10 lines of at most 200 characters in each language',
  amount: coded('ADMIN_COUPON_AMOUNT', ['field'], (field: string) => `${field} must be rupees from 0 to ${MAX_PRICE_RUPEES}, to the paisa`),
  maxDiscountOnlyPercent: 'Only a percentage coupon has a maximum discount',
  date: coded('ADMIN_COUPON_DATE', ['field'], (field: string) => `${field} must be a date and time`),
  dateOrder: 'Valid until must be after valid from',
  usageLimit: 'Usage limits must be whole numbers from 1 to 1000000, or none',
  unknownScope: 'Every category and product the coupon applies to must exist',
  notFound: 'Coupon not found',
  nothingToChange: 'Send at least one field to change',
  created: 'Coupon created',
  updated: 'Coupon updated',
} as const;

const M = ADMIN_COUPON_MESSAGES;
const rupees = (message: string) =>
  z
    .number({ error: message })
    .min(0, { error: message })
    .max(MAX_PRICE_RUPEES, { error: message })
    .refine((value) => hasAtMostDecimals(value, 2), { error: message });
const limit = z.number({ error: M.usageLimit }).int({ error: M.usageLimit }).min(1, { error: M.usageLimit }).max(1_000_000, { error: M.usageLimit }).nullable();
const instant = (field: string) => z.iso.datetime({ offset: true, error: M.date(field) });
/**
 * The terms are a list per language ({ en: [...], ta?: [...] }), not a list of terms each in four
 * languages: staff write a language's terms in one box, one a line, as they always did in English.
 */
const termsField = localizedList(M.terms, { max: 10, length: 200 });
const ids = z.array(z.string({ error: M.unknownScope }).trim().min(1, { error: M.unknownScope }).max(200, { error: M.unknownScope }), { error: M.unknownScope }).max(500, { error: M.unknownScope });

const couponFields = {
  code: z.string({ error: M.code }).trim().toUpperCase().regex(/^[A-Z0-9]{3,30}$/, { error: M.code }),
  type: z.enum(COUPON_TYPES, { error: M.type }),
  /** Percent for percentage, rupees for fixed, 0 (or left out) for free shipping. */
  value: z.number({ error: M.fixed }).min(0, { error: M.fixed }),
  title: localizedText(M.title, M.title, 100),
  description: optionalLocalizedText(M.description, 500),
  terms: termsField,
  minOrderValue: rupees(M.amount('Minimum order value')),
  maxDiscountAmount: rupees(M.amount('Maximum discount')).nullable(),
  validFrom: instant('Valid from'),
  validUntil: instant('Valid until'),
  isActive: z.boolean(),
  usageLimit: limit,
  userUsageLimit: limit,
  applicableCategories: ids,
  applicableProducts: ids,
};

export interface CouponRulesInput {
  type: (typeof COUPON_TYPES)[number];
  value: number;
  maxDiscountAmount: number | null;
  validFrom: string;
  validUntil: string;
}

/** The rules between a coupon's fields, by field; empty when it holds together. */
export function checkCouponConsistency(coupon: CouponRulesInput): Array<{ field: keyof CouponRulesInput; message: string }> {
  const problems: Array<{ field: keyof CouponRulesInput; message: string }> = [];
  if (coupon.type === 'percentage' && (!Number.isInteger(coupon.value) || coupon.value < 1 || coupon.value > 100)) problems.push({ field: 'value', message: M.percent });
  if (coupon.type === 'fixed' && (coupon.value <= 0 || coupon.value > MAX_PRICE_RUPEES || !hasAtMostDecimals(coupon.value, 2)))
    problems.push({ field: 'value', message: M.fixed });
  if (coupon.type !== 'percentage' && coupon.maxDiscountAmount !== null) problems.push({ field: 'maxDiscountAmount', message: M.maxDiscountOnlyPercent });
  if (Date.parse(coupon.validUntil) <= Date.parse(coupon.validFrom)) problems.push({ field: 'validUntil', message: M.dateOrder });
  return problems;
}

/** POST /api/admin/coupons. */
export const adminCouponCreateSchema = z
  .object({
    ...couponFields,
    value: couponFields.value.default(0),
    description: couponFields.description.default({ en: '' }),
    terms: couponFields.terms.default({ en: [] }),
    minOrderValue: couponFields.minOrderValue.default(0),
    maxDiscountAmount: couponFields.maxDiscountAmount.default(null),
    isActive: couponFields.isActive.default(true),
    usageLimit: couponFields.usageLimit.default(null),
    userUsageLimit: couponFields.userUsageLimit.default(null),
    applicableCategories: couponFields.applicableCategories.default([]),
    applicableProducts: couponFields.applicableProducts.default([]),
  })
  .superRefine((coupon, context) => {
    for (const { field, message } of checkCouponConsistency(coupon)) context.addIssue({ code: 'custom', path: [field], message });
  });
export type AdminCouponCreate = z.output<typeof adminCouponCreateSchema>;
export type AdminCouponCreateInput = z.input<typeof adminCouponCreateSchema>;

/** PATCH /api/admin/coupons/{id}: any fields; the rules between them are checked with the saved coupon. */
export const adminCouponUpdateSchema = z
  .object(couponFields)
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, { error: M.nothingToChange });
export type AdminCouponUpdate = z.output<typeof adminCouponUpdateSchema>;

export const adminCouponListQuerySchema = paginationQuerySchema(25).extend({
  q: z.string({ error: 'Search terms can be at most 100 characters' }).trim().max(100, { error: 'Search terms can be at most 100 characters' }).optional(),
  state: z.enum(ADMIN_COUPON_STATES, { error: `state must be one of ${ADMIN_COUPON_STATES.join(', ')}` }).optional(),
  /** Coupons with a text (title, description, terms) written in English but not yet in this language. */
  missing: missingLanguageQuerySchema,
});
export type AdminCouponListQuery = z.infer<typeof adminCouponListQuerySchema>;

/** A coupon as staff see it: every field, its use so far. */
export const adminCouponSchema = couponSchema.extend({ terms: localizedListSchema });
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
