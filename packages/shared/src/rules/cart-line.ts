/**
 * Whether a cart line can be bought now (docs/decisions.md): the piece (and its variant) is
 * on sale, in stock, and the line holds no more than stock, maxOrderQuantity and 99 allow. A
 * line that fails stays in the cart, marked unavailable with the reason, out of the totals.
 */
import { coded } from '../refusals/refusal-code';
import { CART_MAX_QUANTITY, getMaxPurchasable } from './quantity';

/** 'Maximum quantity available is {max}' (spec A section 5). */
export const maxQuantityMessage = coded('CART_MAX_QUANTITY', ['max'], (max: number) => `Maximum quantity available is ${max}`);

export const CART_LINE_REASONS = {
  retired: 'This item is no longer available',
  soldOut: 'This item is out of stock',
} as const;

export interface LineStock {
  /** Product and (when the line has one) variant both active. */
  isOnSale: boolean;
  /** Stock of the variant when the line has one, else of the product. */
  stockQuantity: number;
  maxOrderQuantity: number;
}

/** The most a line of this piece may hold now; 0 when it cannot be bought. */
export function getCartLineMax(stock: LineStock): number {
  if (!stock.isOnSale) return 0;
  return getMaxPurchasable({ quantity: stock.stockQuantity, maxOrderQuantity: stock.maxOrderQuantity, inStock: stock.stockQuantity > 0 }, CART_MAX_QUANTITY);
}

export interface LineAvailability {
  isAvailable: boolean;
  maxQuantity: number;
  /** Why not, for the shopper; null when available. */
  reason: string | null;
}

export function getCartLineAvailability(stock: LineStock, quantity: number): LineAvailability {
  const maxQuantity = getCartLineMax(stock);
  if (!stock.isOnSale) return { isAvailable: false, maxQuantity, reason: CART_LINE_REASONS.retired };
  if (maxQuantity === 0) return { isAvailable: false, maxQuantity, reason: CART_LINE_REASONS.soldOut };
  if (quantity > maxQuantity) return { isAvailable: false, maxQuantity, reason: maxQuantityMessage(maxQuantity) };
  return { isAvailable: true, maxQuantity, reason: null };
}
