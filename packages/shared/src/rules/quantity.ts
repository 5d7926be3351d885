/**
 * How many of a piece a shopper may buy at once. Shared by the product page (1 to 10) and
 * the cart on the server (1 to 99), so both refuse the same quantities.
 */

/** The product page sells 1 to 10 of a piece at a time (spec B sections 5 and 9). */
export const DETAIL_MAX_QUANTITY = 10;
/** A cart line holds 1 to 99 (docs/decisions.md). */
export const CART_MAX_QUANTITY = 99;

/** The stock fields the rule reads (a product's or a variant's `inventory`). */
export interface StockLimits {
  quantity: number;
  /** Per-order cap set by the store; 0 or less means "no cap of its own". */
  maxOrderQuantity: number;
  inStock: boolean;
}

/** In stock: flagged so and at least one piece on hand. */
export function isInStock(stock: StockLimits): boolean {
  return stock.inStock && stock.quantity > 0;
}

/**
 * Largest quantity the shopper may pick: the smaller of `ceiling`, stock on hand and
 * maxOrderQuantity (spec B section 5); 0 when sold out.
 */
export function getMaxPurchasable(stock: StockLimits, ceiling: number = DETAIL_MAX_QUANTITY): number {
  if (!isInStock(stock)) return 0;
  const orderCap = stock.maxOrderQuantity > 0 ? stock.maxOrderQuantity : ceiling;
  return Math.max(0, Math.floor(Math.min(ceiling, stock.quantity, orderCap)));
}

/** True when `requested` is a whole number from 1 to `max`. */
export function isAcceptableQuantity(requested: number, max: number): boolean {
  return Number.isInteger(requested) && requested >= 1 && requested <= max;
}

/**
 * The quantity after a requested change: out-of-range or non-whole requests are ignored
 * (the current value stays), as the spec asks of the product page. `max` is the purchasable
 * maximum; `ceiling` the screen's own limit.
 */
export function acceptQuantity(current: number, requested: number, max: number, ceiling: number = DETAIL_MAX_QUANTITY): number {
  return isAcceptableQuantity(requested, Math.min(ceiling, max)) ? requested : current;
}
