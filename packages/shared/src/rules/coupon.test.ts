import { describe, expect, it } from 'vitest';
import {
  checkCouponValidity,
  COUPON_MESSAGES,
  couponDroppedMessage,
  evaluateCoupon,
  findBestCoupon,
  getRawDiscountPaise,
  minimumOrderMessage,
  normaliseCouponCode,
  rankCoupons,
  type CouponLine,
  type CouponTerms,
} from './coupon';

const now = new Date('2026-06-15T12:00:00Z');
const coupon = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'WELCOME10',
  type: 'percentage',
  value: 10,
  minOrderValuePaise: 0,
  maxDiscountAmountPaise: null,
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validUntil: new Date('2026-12-31T23:59:59Z'),
  isActive: true,
  usageLimit: null,
  usedCount: 0,
  userUsageLimit: null,
  applicableCategories: [],
  applicableProducts: [],
  ...overrides,
});
const ring: CouponLine = { productId: 'ring-1', categoryId: 'rings', lineTotalPaise: 3_000_000 };
const chain: CouponLine = { productId: 'chain-1', categoryId: 'necklaces', lineTotalPaise: 1_000_000 };
const context = (lines: CouponLine[] = [ring, chain], userUsedCount = 0) => ({ lines, userUsedCount, now });

describe('normaliseCouponCode', () => {
  it('trims and upper-cases; blank becomes empty', () => {
    expect(normaliseCouponCode('  welcome10 ')).toBe('WELCOME10');
    expect(normaliseCouponCode('   ')).toBe('');
  });
});

describe('checkCouponValidity', () => {
  it('accepts an active coupon inside its window below its limit', () => {
    expect(checkCouponValidity(coupon({ usageLimit: 5, usedCount: 4 }), now)).toBeNull();
  });
  it('refuses an inactive coupon', () => {
    expect(checkCouponValidity(coupon({ isActive: false }), now)).toEqual({ ok: false, message: COUPON_MESSAGES.inactive });
  });
  it('refuses before validFrom and after validUntil, and accepts on both edges', () => {
    expect(checkCouponValidity(coupon({ validFrom: new Date('2026-07-01') }), now)?.message).toBe(COUPON_MESSAGES.notStarted);
    expect(checkCouponValidity(coupon({ validUntil: new Date('2026-06-01') }), now)?.message).toBe('This coupon has expired');
    expect(checkCouponValidity(coupon({ validFrom: now, validUntil: now }), now)).toBeNull();
  });
  it('refuses once usedCount reaches usageLimit', () => {
    expect(checkCouponValidity(coupon({ usageLimit: 1, usedCount: 1 }), now)?.message).toBe(COUPON_MESSAGES.usageLimitReached);
  });
});

describe('getRawDiscountPaise', () => {
  it('takes a percentage rounded to the paisa', () => {
    expect(getRawDiscountPaise(coupon({ value: 15 }), 33_333)).toBe(5_000);
  });
  it('caps a percentage by maxDiscountAmount', () => {
    expect(getRawDiscountPaise(coupon({ maxDiscountAmountPaise: 200_000 }), 5_000_000)).toBe(200_000);
    expect(getRawDiscountPaise(coupon({ maxDiscountAmountPaise: 200_000 }), 1_000_000)).toBe(100_000);
  });
  it('uses the value of a fixed coupon and 0 for free shipping', () => {
    expect(getRawDiscountPaise(coupon({ type: 'fixed', value: 50_000 }), 1_000_000)).toBe(50_000);
    expect(getRawDiscountPaise(coupon({ type: 'free_shipping', value: 0 }), 1_000_000)).toBe(0);
  });
});

describe('evaluateCoupon', () => {
  it('applies a percentage to the whole subtotal when unrestricted', () => {
    expect(evaluateCoupon(coupon(), context())).toEqual({ ok: true, discountPaise: 400_000, freeShipping: false });
  });
  it('passes on any refusal of validity first', () => {
    expect(evaluateCoupon(coupon({ isActive: false }), context())).toEqual({ ok: false, message: COUPON_MESSAGES.inactive });
  });
  it('blocks a customer who reached the per-user limit', () => {
    const once = coupon({ userUsageLimit: 1 });
    expect(evaluateCoupon(once, context(undefined, 1))).toEqual({ ok: false, message: 'You have already used this coupon' });
    expect(evaluateCoupon(once, context(undefined, 0)).ok).toBe(true);
  });
  it('refuses an empty cart', () => {
    expect(evaluateCoupon(coupon(), context([]))).toEqual({ ok: false, message: COUPON_MESSAGES.emptyCart });
  });
  it('refuses below the minimum order and accepts at it', () => {
    const min = coupon({ minOrderValuePaise: 4_000_001 });
    expect(evaluateCoupon(min, context())).toEqual({ ok: false, message: 'Minimum order value of ₹40,000 required' });
    expect(evaluateCoupon(coupon({ minOrderValuePaise: 4_000_000 }), context()).ok).toBe(true);
  });
  it('applies a category-scoped percentage to the lines in scope only', () => {
    const rings = coupon({ value: 15, applicableCategories: ['rings'] });
    expect(evaluateCoupon(rings, context())).toEqual({ ok: true, discountPaise: 450_000, freeShipping: false });
  });
  it('applies a product-scoped coupon when a line matches the product', () => {
    expect(evaluateCoupon(coupon({ applicableProducts: ['chain-1'] }), context())).toEqual({ ok: true, discountPaise: 100_000, freeShipping: false });
  });
  it('refuses a scoped coupon when no line is in scope', () => {
    expect(evaluateCoupon(coupon({ applicableCategories: ['bangles'], applicableProducts: ['x'] }), context())).toEqual({ ok: false, message: COUPON_MESSAGES.notApplicable });
  });
  it('never takes off more than the subtotal', () => {
    expect(evaluateCoupon(coupon({ type: 'fixed', value: 9_000_000 }), context())).toEqual({ ok: true, discountPaise: 4_000_000, freeShipping: false });
  });
  it('gives free shipping and no discount for free_shipping', () => {
    expect(evaluateCoupon(coupon({ type: 'free_shipping', value: 0 }), context())).toEqual({ ok: true, discountPaise: 0, freeShipping: true });
  });
});

describe('rankCoupons and findBestCoupon', () => {
  const welcome = coupon({ code: 'WELCOME10', maxDiscountAmountPaise: 200_000 });
  const flat = coupon({ code: 'FLAT500', type: 'fixed', value: 50_000 });
  const freeShip = coupon({ code: 'FREESHIP', type: 'free_shipping', value: 0 });
  const expired = coupon({ code: 'EXPIRED20', value: 20, validUntil: new Date('2026-01-31') });
  const rankContext = { lines: [ring, chain], now, userUsedCount: (c: CouponTerms) => (c.code === 'ONCE' ? 1 : 0), shippingPaise: 5_000 };

  it('lists the applicable ones, largest discount first, leaving out the others', () => {
    const ranked = rankCoupons([flat, freeShip, expired, welcome], rankContext);
    expect(ranked.map((entry) => [entry.coupon.code, entry.discountPaise])).toEqual([['WELCOME10', 200_000], ['FLAT500', 50_000], ['FREESHIP', 0]]);
    expect(findBestCoupon([flat, freeShip, expired, welcome], rankContext)?.coupon.code).toBe('WELCOME10');
  });
  it('puts free shipping ahead on a tie when shipping costs something, then orders by code', () => {
    const zeroFixed = coupon({ code: 'AAA', type: 'fixed', value: 0 });
    expect(rankCoupons([zeroFixed, freeShip], rankContext).map((entry) => entry.coupon.code)).toEqual(['FREESHIP', 'AAA']);
    expect(rankCoupons([freeShip, zeroFixed], { ...rankContext, shippingPaise: 0 }).map((entry) => entry.coupon.code)).toEqual(['AAA', 'FREESHIP']);
  });
  it('finds nothing when no coupon applies', () => {
    expect(findBestCoupon([expired], rankContext)).toBeUndefined();
  });
  it("judges each coupon's per-customer limit with the customer's own redemptions of it", () => {
    const once = coupon({ code: 'ONCE', type: 'fixed', value: 900_000, userUsageLimit: 1 });
    const twice = coupon({ code: 'TWICE', type: 'fixed', value: 800_000, userUsageLimit: 1 });
    expect(rankCoupons([once, twice], rankContext).map((entry) => entry.coupon.code)).toEqual(['TWICE']);
  });
});

describe('messages', () => {
  it('formats the minimum order in rupees with Indian grouping', () => {
    expect(minimumOrderMessage(5_000_000)).toBe('Minimum order value of ₹50,000 required');
  });
  it('says which coupon was dropped and why', () => {
    expect(couponDroppedMessage('WELCOME10', 'Minimum order value of ₹5,000 required')).toBe('Coupon WELCOME10 was removed: Minimum order value of ₹5,000 required');
  });
  it('keeps the spec wording', () => {
    expect(COUPON_MESSAGES.enterCode).toBe('Please enter a coupon code');
    expect(COUPON_MESSAGES.invalidCode).toBe('Invalid coupon code');
    expect(COUPON_MESSAGES.removed).toBe('Coupon removed');
    expect(COUPON_MESSAGES.notFound).toBe('Coupon not found');
  });
});
