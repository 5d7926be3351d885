/** Discount percent shown on cards: round((mrp - salePrice) / mrp x 100); 0 when there is no real discount. */
export function getDiscountPercent(mrp: number, salePrice: number): number {
  if (!(mrp > 0) || !(salePrice >= 0) || salePrice >= mrp) return 0;
  return Math.round(((mrp - salePrice) / mrp) * 100);
}

/** A sale exists when the price paid is below the struck-through price. */
export function hasDiscount(mrp: number, salePrice: number): boolean {
  return getDiscountPercent(mrp, salePrice) > 0;
}
