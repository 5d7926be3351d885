/**
 * Coupon rules (spec B sections 4 and 5): when a coupon may be used and what it takes off.
 * Every amount is integer paise; `value` is a percentage for percentage coupons and paise for
 * fixed ones. The server applies these to the cart; the storefront reads the same messages.
 */
import { codeOfKey, coded, madeRefusal } from '../refusals/refusal-code';
import { formatInr, paiseToRupees } from './money';

export const COUPON_TYPES = ['percentage', 'fixed', 'free_shipping'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** Shopper-facing coupon messages: the spec's words where it has them, else our own. */
export const COUPON_MESSAGES = {
  enterCode: 'Please enter a coupon code',
  invalidCode: 'Invalid coupon code',
  notFound: 'Coupon not found',
  removed: 'Coupon removed',
  inactive: 'This coupon is no longer active',
  notStarted: 'This coupon is not valid yet',
  expired: 'This coupon has expired',
  usageLimitReached: 'This coupon has reached its usage limit',
  userLimitReached: 'You have already used this coupon',
  notApplicable: 'This coupon does not apply to the items in your cart',
  emptyCart: 'Add items to your cart to use a coupon',
} as const;

/**
 * How long after its end a coupon still answers by its code ('This coupon has expired'). Older
 * ones, and inactive ones (a staff code switched off), answer as unknown codes: a shopper guessing
 * codes learns nothing of retired or private coupons.
 */
export const COUPON_SHOWN_DAYS_AFTER_END = 30;

/** Too many refused coupon codes in a short time, from one customer or one address. */
export const tooManyCouponAttempts = coded('COUPON_TOO_MANY_ATTEMPTS', ['count'], (minutes: number) =>
  `Too many coupon attempts. Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
);

/** 'Minimum order value of ₹5,000 required' (the subtotal after no discount); the value is the amount as written. */
export const minimumOrder = coded('COUPON_MINIMUM_ORDER', ['amount'], (amount: string) => `Minimum order value of ${amount} required`);
export const minimumOrderMessage = (minOrderValuePaise: number): string => minimumOrder(formatInr(paiseToRupees(minOrderValuePaise)));

/** The code of a coupon refusal: its key among the coupon messages, or the code it was made with. */
function couponReasonCode(reason: string): string {
  const key = Object.keys(COUPON_MESSAGES).find((name) => COUPON_MESSAGES[name as keyof typeof COUPON_MESSAGES] === reason);
  return key ? codeOfKey('COUPON', key) : (madeRefusal(reason)?.code ?? '');
}

/**
 * The message when an applied coupon stops applying after the cart changed. The reason's own
 * code travels with it (`reasonCode`, and the reason's amount when it has one), so the reason is
 * shown in the shopper's language too.
 */
export const couponDropped = coded(
  'COUPON_DROPPED',
  ['coupon', 'reason', 'reasonCode', 'amount'],
  (coupon: string, reason: string, _reasonCode: string, _amount: string) => `Coupon ${coupon} was removed: ${reason}`,
);
export const couponDroppedMessage = (code: string, reason: string): string =>
  couponDropped(code, reason, couponReasonCode(reason), String(madeRefusal(reason)?.values?.amount ?? ''));

export interface CouponTerms {
  code: string;
  type: CouponType;
  /** Percent (1 to 100) for percentage; paise for fixed; unused for free_shipping. */
  value: number;
  minOrderValuePaise: number;
  /** Cap of a percentage discount; null for no cap. */
  maxDiscountAmountPaise: number | null;
  validFrom: Date;
  validUntil: Date;
  isActive: boolean;
  /** Redemptions allowed across all customers; null for no limit. */
  usageLimit: number | null;
  usedCount: number;
  /** Redemptions allowed per customer; null for no limit. */
  userUsageLimit: number | null;
  /** Category ids; with applicableProducts empty too, the coupon applies to everything. */
  applicableCategories: readonly string[];
  applicableProducts: readonly string[];
}

/** A cart line as coupons see it: only lines that can be bought. */
export interface CouponLine {
  productId: string;
  categoryId: string;
  lineTotalPaise: number;
}

export interface CouponContext {
  lines: readonly CouponLine[];
  /** How often this customer has already redeemed the coupon. */
  userUsedCount: number;
  now: Date;
}

export type CouponRefusal = { ok: false; message: string };
export type CouponEvaluation =
  | { ok: true; discountPaise: number; freeShipping: boolean }
  | CouponRefusal;

/** Trimmed and upper-cased, as codes are stored; '' for blank input. */
export function normaliseCouponCode(input: string): string {
  return input.trim().toUpperCase();
}

/** Active, within its window and below its usage limit (spec B section 4), else why not. */
export function checkCouponValidity(coupon: CouponTerms, now: Date): CouponRefusal | null {
  if (!coupon.isActive) return { ok: false, message: COUPON_MESSAGES.inactive };
  if (now < coupon.validFrom) return { ok: false, message: COUPON_MESSAGES.notStarted };
  if (now > coupon.validUntil) return { ok: false, message: COUPON_MESSAGES.expired };
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    return { ok: false, message: COUPON_MESSAGES.usageLimitReached };
  }
  return null;
}

/** True when the coupon names no categories or products, or the line matches one of them. */
function isLineInScope(coupon: CouponTerms, line: CouponLine): boolean {
  const unrestricted = coupon.applicableCategories.length === 0 && coupon.applicableProducts.length === 0;
  return unrestricted || coupon.applicableProducts.includes(line.productId) || coupon.applicableCategories.includes(line.categoryId);
}

/**
 * The discount before the subtotal cap: a percentage (rounded to the paisa, capped by
 * maxDiscountAmount) of the lines in scope, the fixed value, or 0 for free shipping.
 */
export function getRawDiscountPaise(coupon: CouponTerms, eligiblePaise: number): number {
  if (coupon.type === 'percentage') {
    const percent = Math.round((eligiblePaise * coupon.value) / 100);
    return coupon.maxDiscountAmountPaise === null ? percent : Math.min(percent, coupon.maxDiscountAmountPaise);
  }
  if (coupon.type === 'fixed') return coupon.value;
  return 0;
}

/**
 * Every rule of spec B section 5 in order: validity, per-customer limit, a non-empty cart,
 * minimum order on the subtotal, scope (at least one line in scope), then the discount, never
 * above the subtotal (a scoped percentage counts only the lines in scope).
 */
export function evaluateCoupon(coupon: CouponTerms, context: CouponContext): CouponEvaluation {
  const invalid = checkCouponValidity(coupon, context.now);
  if (invalid) return invalid;
  if (coupon.userUsageLimit !== null && context.userUsedCount >= coupon.userUsageLimit) {
    return { ok: false, message: COUPON_MESSAGES.userLimitReached };
  }
  const subtotalPaise = context.lines.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  if (context.lines.length === 0) return { ok: false, message: COUPON_MESSAGES.emptyCart };
  if (subtotalPaise < coupon.minOrderValuePaise) return { ok: false, message: minimumOrderMessage(coupon.minOrderValuePaise) };
  const inScope = context.lines.filter((line) => isLineInScope(coupon, line));
  if (inScope.length === 0) return { ok: false, message: COUPON_MESSAGES.notApplicable };
  const eligiblePaise = inScope.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  const discountPaise = Math.min(getRawDiscountPaise(coupon, eligiblePaise), subtotalPaise);
  return { ok: true, discountPaise, freeShipping: coupon.type === 'free_shipping' };
}

export interface RankedCoupon<C extends CouponTerms> {
  coupon: C;
  discountPaise: number;
  freeShipping: boolean;
}

/** What ranking needs: the cart's lines, each coupon's redemptions by this customer, and the shipping a free-shipping coupon would save. */
export interface RankContext<C extends CouponTerms> {
  lines: readonly CouponLine[];
  now: Date;
  userUsedCount: (coupon: C) => number;
  shippingPaise: number;
}

/**
 * The coupons that apply, best first: the largest discount (spec B section 5); on a tie a
 * free-shipping one first when shipping would cost something, then by code for a stable order.
 */
export function rankCoupons<C extends CouponTerms>(coupons: readonly C[], context: RankContext<C>): RankedCoupon<C>[] {
  const usable: RankedCoupon<C>[] = [];
  for (const coupon of coupons) {
    const result = evaluateCoupon(coupon, { lines: context.lines, now: context.now, userUsedCount: context.userUsedCount(coupon) });
    if (result.ok) usable.push({ coupon, discountPaise: result.discountPaise, freeShipping: result.freeShipping });
  }
  const shippingSaved = (entry: RankedCoupon<C>) => (entry.freeShipping ? context.shippingPaise : 0);
  return usable.sort(
    (a, b) => b.discountPaise - a.discountPaise || shippingSaved(b) - shippingSaved(a) || a.coupon.code.localeCompare(b.coupon.code),
  );
}

/** The applicable coupon with the largest discount, or undefined when none applies. */
export function findBestCoupon<C extends CouponTerms>(coupons: readonly C[], context: RankContext<C>): RankedCoupon<C> | undefined {
  return rankCoupons(coupons, context)[0];
}
