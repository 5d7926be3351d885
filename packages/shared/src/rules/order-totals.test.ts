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
