/**
 * The cart's totals (docs/decisions.md): integer paise throughout. Prices include GST, so
 * the GST shown is the part of the discounted goods value it contains; standard shipping is
 * free from the threshold on the discounted subtotal, or with a free-shipping coupon.
 */
import { getInclusiveGstPaise } from './price-breakup';

export interface TotalsLine {
  unitPricePaise: number;
  quantity: number;
  /** Unavailable lines (sold out, retired, above stock) stay in the cart but out of the totals. */
  isAvailable: boolean;
}

export interface ShippingRule {
  gstRatePercent: number;
  standardFeePaise: number;
  freeFromPaise: number;
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  /** The applied coupon's discount (already capped by the coupon rules); 0 without one. */
  couponDiscountPaise: number;
  couponFreeShipping: boolean;
  settings: ShippingRule;
}

export interface CartTotals {
  /** Pieces in available lines. */
  itemCount: number;
  subtotalPaise: number;
  discountPaise: number;
  /** GST contained in the discounted goods value. */
  taxPaise: number;
  shippingPaise: number;
  grandTotalPaise: number;
  isFreeShipping: boolean;
  /** What the discounted subtotal still needs for free standard shipping; 0 once free. */
  amountToFreeShippingPaise: number;
}

/** Price x quantity of one line. */
export function getLineTotalPaise(line: Pick<TotalsLine, 'unitPricePaise' | 'quantity'>): number {
  return line.unitPricePaise * line.quantity;
}

/**
 * Standard shipping for a discounted subtotal: nothing to ship costs nothing; free with a
 * free-shipping coupon or from the threshold; else the standard fee.
 */
export function getStandardShippingPaise(discountedSubtotalPaise: number, hasItems: boolean, freeShippingCoupon: boolean, rule: ShippingRule): number {
  if (!hasItems || freeShippingCoupon || discountedSubtotalPaise >= rule.freeFromPaise) return 0;
  return rule.standardFeePaise;
}

export function computeCartTotals({ lines, couponDiscountPaise, couponFreeShipping, settings }: TotalsInput): CartTotals {
  const available = lines.filter((line) => line.isAvailable && line.quantity > 0);
  const itemCount = available.reduce((sum, line) => sum + line.quantity, 0);
  const subtotalPaise = available.reduce((sum, line) => sum + getLineTotalPaise(line), 0);
  const discountPaise = Math.max(0, Math.min(couponDiscountPaise, subtotalPaise));
  const goodsPaise = subtotalPaise - discountPaise;
  const hasItems = itemCount > 0;
  const shippingPaise = getStandardShippingPaise(goodsPaise, hasItems, couponFreeShipping, settings);
  const isFreeShipping = hasItems && shippingPaise === 0;
  return {
    itemCount,
    subtotalPaise,
    discountPaise,
    taxPaise: getInclusiveGstPaise(goodsPaise, settings.gstRatePercent),
    shippingPaise,
    grandTotalPaise: goodsPaise + shippingPaise,
    isFreeShipping,
    amountToFreeShippingPaise: isFreeShipping ? 0 : Math.max(0, settings.freeFromPaise - goodsPaise),
  };
}
