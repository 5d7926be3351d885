/** Discount percent shown on cards: round((mrp - salePrice) / mrp x 100); 0 when there is no real discount. */
export function getDiscountPercent(mrp: number, salePrice: number): number {
  if (!(mrp > 0) || !(salePrice >= 0) || salePrice >= mrp) return 0;
  return Math.round(((mrp - salePrice) / mrp) * 100);
}
