import { describe, expect, it } from 'vitest';
import { computeOrderTotals, getShippingPaise, type ShippingSettings } from './order-totals';

const settings: ShippingSettings = {
  gstRatePercent: 3,
  standard: { feePaise: 5_000, freeFromPaise: 2_500_000 },
  express: { feePaise: 50_000 },
  overnight: { feePaise: 120_000 },
};
const line = (unitPricePaise: number, quantity = 1) => ({ unitPricePaise, quantity, isAvailable: true });

describe('getShippingPaise', () => {
  it('charges standard below the threshold and waives it from the threshold', () => {
    expect(getShippingPaise('standard', 2_499_999, true, false, settings)).toBe(5_000);
    expect(getShippingPaise('standard', 2_500_000, true, false, settings)).toBe(0);
  });
  it('waives standard with a free-shipping coupon', () => {
    expect(getShippingPaise('standard', 100_000, true, true, settings)).toBe(0);
  });
  it('always charges express and overnight', () => {
    expect(getShippingPaise('express', 9_000_000, true, true, settings)).toBe(50_000);
    expect(getShippingPaise('overnight', 9_000_000, true, false, settings)).toBe(120_000);
  });
  it('ships nothing for free', () => {
    expect(getShippingPaise('overnight', 0, false, false, settings)).toBe(0);
  });
});

describe('computeOrderTotals', () => {
  it('adds the chosen method to the discounted goods, GST contained', () => {
    const totals = computeOrderTotals({ lines: [line(1_030_000, 2)], couponDiscountPaise: 60_000, couponFreeShipping: false, shippingMethod: 'express', settings });
    expect(totals.subtotalPaise).toBe(2_060_000);
    expect(totals.discountPaise).toBe(60_000);
    expect(totals.shippingPaise).toBe(50_000);
    expect(totals.grandTotalPaise).toBe(2_050_000);
    // GST is the part of 20,000 rupees of goods at 3 % inclusive.
    expect(totals.taxPaise).toBe(2_000_000 - Math.round(2_000_000 * 100 / 103));
    expect(totals.isFreeShipping).toBe(false);
  });
  it('gives free standard shipping from the threshold', () => {
    const totals = computeOrderTotals({ lines: [line(2_500_000)], couponDiscountPaise: 0, couponFreeShipping: false, shippingMethod: 'standard', settings });
    expect(totals.shippingPaise).toBe(0);
    expect(totals.isFreeShipping).toBe(true);
    expect(totals.grandTotalPaise).toBe(2_500_000);
  });
});

describe('computeOrderTotals with a gift wrap', () => {
  it('adds the wrap after the coupon and shipping, its GST in the tax total', () => {
    const totals = computeOrderTotals({ lines: [line(1_030_000)], couponDiscountPaise: 30_000, couponFreeShipping: false, shippingMethod: 'standard', settings, giftWrapPaise: 15_000 });
    expect(totals.giftWrapPaise).toBe(15_000);
    expect(totals.shippingPaise).toBe(5_000);
    expect(totals.grandTotalPaise).toBe(1_000_000 + 5_000 + 15_000);
    // GST contained in goods and wrap together: 10,15,000 x 3 / 103 = 29,563.1 -> 29,563 paise.
    expect(totals.taxPaise).toBe(29_563);
  });

  it('does not count the wrap towards free shipping', () => {
    const totals = computeOrderTotals({ lines: [line(2_499_000)], couponDiscountPaise: 0, couponFreeShipping: false, shippingMethod: 'standard', settings, giftWrapPaise: 15_000 });
    expect(totals.shippingPaise).toBe(5_000);
  });

  it('wraps nothing when nothing is bought, and adds nothing without a wrap', () => {
    expect(computeOrderTotals({ lines: [], couponDiscountPaise: 0, couponFreeShipping: false, shippingMethod: 'standard', settings, giftWrapPaise: 15_000 }).grandTotalPaise).toBe(0);
    const plain = computeOrderTotals({ lines: [line(100_000)], couponDiscountPaise: 0, couponFreeShipping: false, shippingMethod: 'express', settings });
    expect(plain).toMatchObject({ giftWrapPaise: 0, grandTotalPaise: 150_000, taxPaise: 2_913 });
  });
});
