import { COUPON_TYPES, type CouponTerms, type CouponType } from '@aabhushan/shared/rules/coupon';
import { paiseToRupees } from '@aabhushan/shared/rules/money';
import type { Coupon, PublicCoupon } from '@aabhushan/shared/schemas/coupon';
import type { coupons } from '../../db/schema/index';

export type CouponRow = typeof coupons.$inferSelect;
/** A coupon row with the rule terms the shared coupon rules read. */
export type CouponRecord = CouponRow & CouponTerms;

function toCouponType(type: string): CouponType {
  // The table's check constraint allows only these; anything else is a corrupt row.
  if (!(COUPON_TYPES as readonly string[]).includes(type)) throw new Error(`unknown coupon type ${type}`);
  return type as CouponType;
}

/** The row as the rules read it (the column names already match CouponTerms). */
export function toCouponRecord(row: CouponRow): CouponRecord {
  return { ...row, type: toCouponType(row.type) };
}

/** `value` as the API shows it: percent for percentage, rupees for fixed, 0 for free shipping. */
export function toCouponValue(coupon: Pick<CouponTerms, 'type' | 'value'>): number {
  if (coupon.type === 'fixed') return paiseToRupees(coupon.value);
  return coupon.type === 'percentage' ? coupon.value : 0;
}

export function toCouponJson(coupon: CouponRecord): Coupon {
  return {
    _id: coupon.id,
    id: coupon.id,
    code: coupon.code,
    type: coupon.type,
    value: toCouponValue(coupon),
    title: coupon.title,
    description: coupon.description,
    minOrderValue: paiseToRupees(coupon.minOrderValuePaise),
    maxDiscountAmount: coupon.maxDiscountAmountPaise === null ? null : paiseToRupees(coupon.maxDiscountAmountPaise),
    validFrom: coupon.validFrom.toISOString(),
    validUntil: coupon.validUntil.toISOString(),
    isActive: coupon.isActive,
    usageLimit: coupon.usageLimit,
    usedCount: coupon.usedCount,
    userUsageLimit: coupon.userUsageLimit,
    applicableCategories: [...coupon.applicableCategories],
    applicableProducts: [...coupon.applicableProducts],
  };
}

const ICONS = { percentage: 'percent', fixed: 'rupee', free_shipping: 'truck' } as const;

/** The coupons page's card: the public list fields of spec B section 3. */
export function toPublicCouponJson(coupon: CouponRecord): PublicCoupon {
  const expiry = coupon.validUntil.toISOString();
  return {
    _id: coupon.id,
    code: coupon.code,
    type: coupon.type,
    value: toCouponValue(coupon),
    min_order: paiseToRupees(coupon.minOrderValuePaise),
    max_discount: coupon.maxDiscountAmountPaise === null ? null : paiseToRupees(coupon.maxDiscountAmountPaise),
    title: coupon.title,
    description: coupon.description,
    terms: coupon.terms,
    expiry,
    expiry_date: expiry.slice(0, 10),
    status: coupon.usageLimit === null ? 'active' : 'limited',
    icon: ICONS[coupon.type],
  };
}
