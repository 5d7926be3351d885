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
 * The shipping fee of one method in rupees, as the order will charge it (shared
 * rules/order-totals.ts): standard is the cart's own figure (the server already applied the
 * free threshold and any free-shipping coupon); express and overnight always cost their fee.
 */
export function getShippingFee(cart: Cart, method: ShippingMethod): number {
  if (cart.totals.itemCount === 0) return 0;
  return method.code === 'standard' ? cart.totals.shippingTotal : method.fee;
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
