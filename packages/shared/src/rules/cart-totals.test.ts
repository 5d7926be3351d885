import { describe, expect, it } from 'vitest';
import { computeCartTotals, getLineTotalPaise, getStandardShippingPaise, type TotalsLine } from './cart-totals';

const settings = { gstRatePercent: 3, standardFeePaise: 5_000, freeFromPaise: 2_500_000 };
const line = (unitPricePaise: number, quantity = 1, isAvailable = true): TotalsLine => ({ unitPricePaise, quantity, isAvailable });
const totals = (lines: TotalsLine[], couponDiscountPaise = 0, couponFreeShipping = false) =>
  computeCartTotals({ lines, couponDiscountPaise, couponFreeShipping, settings });

describe('getLineTotalPaise', () => {
  it('is price times quantity', () => {
    expect(getLineTotalPaise({ unitPricePaise: 1_234_56, quantity: 3 })).toBe(370_368);
  });
});

describe('getStandardShippingPaise', () => {
  it('is 0 with nothing to ship', () => {
    expect(getStandardShippingPaise(0, false, false, settings)).toBe(0);
  });
  it('is the fee below the threshold and free from it', () => {
    expect(getStandardShippingPaise(2_499_999, true, false, settings)).toBe(5_000);
    expect(getStandardShippingPaise(2_500_000, true, false, settings)).toBe(0);
  });
  it('is free with a free-shipping coupon', () => {
    expect(getStandardShippingPaise(100_000, true, true, settings)).toBe(0);
  });
});

describe('computeCartTotals', () => {
  it('is all zeros for an empty cart, with the whole threshold still to go', () => {
    expect(totals([])).toEqual({
      itemCount: 0, subtotalPaise: 0, discountPaise: 0, taxPaise: 0, shippingPaise: 0, grandTotalPaise: 0,
      isFreeShipping: false, amountToFreeShippingPaise: 2_500_000,
    });
  });

  it('adds shipping below the threshold and shows the GST the prices contain', () => {
    const result = totals([line(1_000_000, 2), line(45_050)]);
    expect(result).toMatchObject({ itemCount: 3, subtotalPaise: 2_045_050, discountPaise: 0, shippingPaise: 5_000, grandTotalPaise: 2_050_050 });
    // 20,450.50 rupees contain 3 % GST: 20,450.50 - round(20,450.50 / 1.03).
    expect(result.taxPaise).toBe(2_045_050 - Math.round(2_045_050 / 1.03));
    expect(result.amountToFreeShippingPaise).toBe(454_950);
    expect(result.isFreeShipping).toBe(false);
  });

  it('leaves unavailable lines out of every total', () => {
    const result = totals([line(1_000_000), line(9_000_000, 1, false)]);
    expect(result).toMatchObject({ itemCount: 1, subtotalPaise: 1_000_000, grandTotalPaise: 1_005_000 });
  });

  it('ships free from the threshold, counted on the discounted subtotal', () => {
    expect(totals([line(2_500_000)])).toMatchObject({ shippingPaise: 0, isFreeShipping: true, amountToFreeShippingPaise: 0 });
    const discounted = totals([line(2_600_000)], 200_000);
    expect(discounted).toMatchObject({ discountPaise: 200_000, shippingPaise: 5_000, grandTotalPaise: 2_405_000, amountToFreeShippingPaise: 100_000 });
    expect(discounted.taxPaise).toBe(2_400_000 - Math.round(2_400_000 / 1.03));
  });

  it('ships free with a free-shipping coupon', () => {
    expect(totals([line(100_000)], 0, true)).toMatchObject({ shippingPaise: 0, isFreeShipping: true, grandTotalPaise: 100_000, amountToFreeShippingPaise: 0 });
  });

  it('never takes off more than the subtotal, nor less than nothing', () => {
    expect(totals([line(100_000)], 500_000)).toMatchObject({ discountPaise: 100_000, taxPaise: 0, grandTotalPaise: 5_000 });
    expect(totals([line(100_000)], -10)).toMatchObject({ discountPaise: 0, grandTotalPaise: 105_000 });
  });
});
