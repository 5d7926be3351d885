/**
 * The values the product list call filters and sorts by, and the storefront's filters offer.
 * Plain constants, apart from the list call's schema (schemas/catalogue.ts checks a query against
 * them), so the listing page reads them without loading zod.
 */

/** The listing's six orders; `featured` is the default, searches default to relevance. */
export const PRODUCT_SORTS = ['featured', 'price-asc', 'price-desc', 'newest', 'popular', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** Metal values of products.metal, in the order the filter lists them. */
export const PRODUCT_METALS = ['gold', 'rose-gold', 'silver', 'platinum'] as const;
export type ProductMetal = (typeof PRODUCT_METALS)[number];
/** Far above any piece in the store; keeps the paise arithmetic inside integers. */
export const MAX_PRICE_RUPEES = 10_000_000;
