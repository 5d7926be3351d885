import { paiseToRupees, rupeesToPaise } from '@aabhushan/shared/rules/money';
import type { Cart } from '@aabhushan/shared/schemas/cart';
import type { ShippingMethod } from '@aabhushan/shared/schemas/settings';

export interface CheckoutSummary {
  itemCount: number;
  subtotal: number;
  discount: number;
  /** GST contained in the prices (they include it). */
  gstIncluded: number;
  shipping: number;
  grandTotal: number;
  /** The chosen method ships free (standard from the threshold or with a free-shipping coupon). */
  freeShipping: boolean;
}

/**
 * The shipping fee of one method in rupees: standard is the cart's own figure (the server
 * already applied the free threshold and any free-shipping coupon); express and overnight
 * are the store's fees, free only when the settings give them a threshold the goods reach.
 */
export function getShippingFee(cart: Cart, method: ShippingMethod): number {
  if (method.code === 'standard') return cart.totals.shippingTotal;
  const goods = rupeesToPaise(cart.totals.subtotal) - rupeesToPaise(cart.totals.discountTotal);
  if (method.freeFrom !== null && goods >= rupeesToPaise(method.freeFrom)) return 0;
  return method.fee;
}

/**
 * The checkout summary for a shipping method, equal to the cart to the paisa: the cart's items,
 * discount and GST, the method's shipping, and the total worked out in paise (never in floats).
 */
export function getCheckoutSummary(cart: Cart, method: ShippingMethod | undefined): CheckoutSummary {
  const shipping = method ? getShippingFee(cart, method) : cart.totals.shippingTotal;
  const totalPaise = rupeesToPaise(cart.totals.subtotal) - rupeesToPaise(cart.totals.discountTotal) + rupeesToPaise(shipping);
  return {
    itemCount: cart.totals.itemCount,
    subtotal: cart.totals.subtotal,
    discount: cart.totals.discountTotal,
    gstIncluded: cart.taxInfo.taxAmount,
    shipping,
    grandTotal: paiseToRupees(totalPaise),
    freeShipping: shipping === 0 && cart.totals.itemCount > 0,
  };
}
