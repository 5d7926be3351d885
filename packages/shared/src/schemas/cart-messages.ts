// Kept apart from the zod schemas (./cart.ts re-exports it): the storefront's first view
// translates these texts, and importing them must not bring zod along (the store's budgets, docs/performance.md).

import { CART_LINE_REASONS } from '../rules/cart-line';

/** Cart messages: the spec's words (part A sections 5 and 8) where it has them, else our own. */
export const CART_MESSAGES = {
  loaded: 'Cart loaded',
  added: 'Item added to cart',
  updated: 'Cart updated',
  removed: 'Item removed from cart',
  cleared: 'Cart cleared',
  couponApplied: 'Coupon applied',
  quantityAtLeastOne: 'Quantity must be at least 1',
  invalidQuantity: 'Invalid quantity',
  invalidProduct: 'Invalid product',
  invalidVariant: 'Invalid variant',
  productNotFound: 'Product not found or no longer available',
  chooseVariant: 'Please choose a variant of this product',
  variantNotOfProduct: 'This variant does not belong to this product',
  variantUnavailable: 'This variant is no longer available',
  outOfStock: CART_LINE_REASONS.soldOut,
  itemNotFound: 'Cart item not found',
} as const;
