/**
 * An order's totals (docs/decisions.md): the cart's totals with the shipping method the
 * shopper chose. Standard is free from the threshold on the discounted subtotal or with a
 * free-shipping coupon; express and overnight always cost their fee (the coupon and the
 * threshold waive standard shipping, the faster services are a paid choice). Integer paise.
 */
import { computeCartTotals, getStandardShippingPaise, type CartTotals, type TotalsLine } from './cart-totals';
import { getInclusiveGstPaise } from './price-breakup';

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
  /** A gift wrap's charge (GST included, at the jewellery's rate: rules/gift.ts); 0 or absent for none. */
  giftWrapPaise?: number;
}

export interface OrderTotals extends CartTotals {
  giftWrapPaise: number;
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

/**
 * A gift wrap is added after shipping and outside the coupon: the coupon discounts the goods
 * alone, and the wrap never counts towards free shipping. Its GST (at the jewellery's rate, a
 * composite supply) is part of the tax total, taken from goods and wrap together as the invoice does.
 */
export function computeOrderTotals({ lines, couponDiscountPaise, couponFreeShipping, shippingMethod, settings, giftWrapPaise = 0 }: OrderTotalsInput): OrderTotals {
  const cart = computeCartTotals({
    lines,
    couponDiscountPaise,
    couponFreeShipping,
    settings: standardRuleOf(settings),
  });
  const goodsPaise = cart.subtotalPaise - cart.discountPaise;
  const shippingPaise = getShippingPaise(shippingMethod, goodsPaise, cart.itemCount > 0, couponFreeShipping, settings);
  const wrapPaise = cart.itemCount > 0 ? giftWrapPaise : 0;
  return {
    ...cart,
    taxPaise: wrapPaise > 0 ? getInclusiveGstPaise(goodsPaise + wrapPaise, settings.gstRatePercent) : cart.taxPaise,
    shippingPaise,
    giftWrapPaise: wrapPaise,
    grandTotalPaise: goodsPaise + shippingPaise + wrapPaise,
    isFreeShipping: cart.itemCount > 0 && shippingPaise === 0,
  };
}
