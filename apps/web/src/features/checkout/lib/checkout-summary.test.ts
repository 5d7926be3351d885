import { describe, expect, it } from 'vitest';
import type { Cart } from '@aabhushan/shared/schemas/cart';
import type { ShippingMethod } from '@aabhushan/shared/schemas/settings';
import { getCheckoutSummary, getShippingFee } from './checkout-summary';

const STANDARD: ShippingMethod = { code: 'standard', label: 'Standard', estimate: '5-7 days', fee: 50, freeFrom: 25000 };
const EXPRESS: ShippingMethod = { code: 'express', label: 'Express', estimate: '2-3 days', fee: 500, freeFrom: null };
const OVERNIGHT: ShippingMethod = { code: 'overnight', label: 'Overnight', estimate: 'Next day', fee: 1200, freeFrom: null };

function makeCart(totals: Partial<Cart['totals']>, taxAmount = 0): Cart {
  return {
    totals: { itemCount: 2, subtotal: 0, discountTotal: 0, taxTotal: taxAmount, shippingTotal: 0, grandTotal: 0, ...totals },
    taxInfo: { taxRate: 3, taxAmount, taxInclusive: true },
  } as unknown as Cart;
}

describe('getCheckoutSummary', () => {
  it('equals the cart to the paisa for standard shipping, whatever the floats would do', () => {
    // ₹12,895 less 10 % (₹1,289.50) plus ₹50 standard: ₹11,655.50, not 11655.499999.
    const cart = makeCart({ subtotal: 12895, discountTotal: 1289.5, shippingTotal: 50, grandTotal: 11655.5 }, 338.02);
    const summary = getCheckoutSummary(cart, STANDARD);
    expect(summary).toEqual({ itemCount: 2, subtotal: 12895, discount: 1289.5, gstIncluded: 338.02, shipping: 50, grandTotal: 11655.5, freeShipping: false });
    expect(summary.grandTotal).toBe(cart.totals.grandTotal);
  });

  it('keeps standard free when the cart made it free (threshold or free-shipping coupon)', () => {
    const cart = makeCart({ subtotal: 3000, shippingTotal: 0, grandTotal: 3000 });
    expect(getCheckoutSummary(cart, STANDARD)).toMatchObject({ shipping: 0, grandTotal: 3000, freeShipping: true });
  });

  it('adds the express or overnight fee from the store settings in place of standard', () => {
    const cart = makeCart({ subtotal: 30000.1, shippingTotal: 0, grandTotal: 30000.1 });
    expect(getCheckoutSummary(cart, EXPRESS)).toMatchObject({ shipping: 500, grandTotal: 30500.1, freeShipping: false });
    expect(getCheckoutSummary(cart, OVERNIGHT)).toMatchObject({ shipping: 1200, grandTotal: 31200.1 });
  });

  it('follows the cart before a method is chosen', () => {
    const cart = makeCart({ subtotal: 2099, shippingTotal: 50, grandTotal: 2149 });
    expect(getCheckoutSummary(cart, undefined).grandTotal).toBe(2149);
  });
});

describe('getShippingFee', () => {
  it('charges express and overnight their fee even where standard is free (threshold or coupon), as the order does', () => {
    const freeStandard = makeCart({ subtotal: 52000, discountTotal: 2000, shippingTotal: 0 });
    expect([getShippingFee(freeStandard, STANDARD), getShippingFee(freeStandard, EXPRESS), getShippingFee(freeStandard, OVERNIGHT)]).toEqual([0, 500, 1200]);
  });

  it('charges nothing for an empty cart', () => {
    expect(getShippingFee(makeCart({ itemCount: 0 }), EXPRESS)).toBe(0);
  });
});
