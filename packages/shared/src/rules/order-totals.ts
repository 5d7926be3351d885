/**
 * An order's totals (DECISIONS section 2): the cart's totals with the shipping method the
 * shopper chose. Standard is free from the threshold on the discounted subtotal or with a
 * free-shipping coupon; express and overnight always cost their fee (the coupon and the
 * threshold waive standard shipping, the faster services are a paid choice). Integer paise.
 */
import { computeCartTotals, getStandardShippingPaise, type CartTotals, type TotalsLine } from './cart-totals';

/** The largest order the store takes: the payment maximum of ₹15,00,000 (spec B section 9). */
export const MAX_ORDER_PAISE = 150_000_000;

export const SHIPPING_METHODS = ['standard', 'express', 'overnight'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];
/** Each method's name on the staff side, the packing slip and the public settings. */
export const SHIPPING_METHOD_LABELS: Record<ShippingMethod, string> = { standard: 'Standard', express: 'Express', overnight: 'Overnight' };

export interface ShippingSettings {
  gstRatePercent: number;
  standard: { feePaise: number; freeFromPaise: number };
  express: { feePaise: number };
  overnight: { feePaise: number };
}

export interface OrderTotalsInput {
  lines: readonly TotalsLine[];
  couponDiscountPaise: number;
  couponFreeShipping: boolean;
  shippingMethod: ShippingMethod;
  settings: ShippingSettings;
}

/** The fee of `method` for these goods (discounted subtotal, paise). */
export function getShippingPaise(method: ShippingMethod, goodsPaise: number, hasItems: boolean, freeShippingCoupon: boolean, settings: ShippingSettings): number {
  if (!hasItems) return 0;
  if (method === 'express') return settings.express.feePaise;
  if (method === 'overnight') return settings.overnight.feePaise;
  return getStandardShippingPaise(goodsPaise, hasItems, freeShippingCoupon, standardRuleOf(settings));
}

/** Standard shipping's rule as the cart's totals read it. */
export function standardRuleOf(settings: ShippingSettings) {
  return { gstRatePercent: settings.gstRatePercent, standardFeePaise: settings.standard.feePaise, freeFromPaise: settings.standard.freeFromPaise };
}

export function computeOrderTotals({ lines, couponDiscountPaise, couponFreeShipping, shippingMethod, settings }: OrderTotalsInput): CartTotals {
  const cart = computeCartTotals({
    lines,
    couponDiscountPaise,
    couponFreeShipping,
    settings: standardRuleOf(settings),
  });
  const goodsPaise = cart.subtotalPaise - cart.discountPaise;
  const shippingPaise = getShippingPaise(shippingMethod, goodsPaise, cart.itemCount > 0, couponFreeShipping, settings);
  return { ...cart, shippingPaise, grandTotalPaise: goodsPaise + shippingPaise, isFreeShipping: cart.itemCount > 0 && shippingPaise === 0 };
}
