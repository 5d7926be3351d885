import type { ProductFacets } from '@aabhushan/shared/schemas/catalogue';
// From rules, not the list call's schema: the listing page reads them without loading zod.
import { PRODUCT_METALS, PRODUCT_SORTS, type ProductMetal, type ProductSort } from '@aabhushan/shared/rules/listing-filters';

/**
 * The listing's filters and sort orders as the product list call takes them
 * (GET /api/public/product: category, metal, minPrice, maxPrice, inStock, sort).
 */
export { PRODUCT_METALS, PRODUCT_SORTS, type ProductFacets, type ProductMetal, type ProductSort };

/** The order a listing uses when the URL names none. */
export const DEFAULT_SORT: ProductSort = 'featured';

export function isProductSort(value: unknown): value is ProductSort {
  return PRODUCT_SORTS.includes(value as ProductSort);
}

/** Metals the catalogue sells (products.metal); anything else in a URL is ignored. */
export function isProductMetal(value: unknown): value is ProductMetal {
  return PRODUCT_METALS.includes(value as ProductMetal);
}

/** What narrows the listing; prices in whole rupees. */
export interface ProductFilters {
  category?: string;
  metals?: readonly string[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
}

export const EMPTY_FILTERS: ProductFilters = { metals: [] };

/** How many filters are set (a price range counts once); shown on the phone's Filters button. */
export function countActiveFilters(filters: ProductFilters): number {
  return (
    (filters.category ? 1 : 0) +
    (filters.metals?.length ?? 0) +
    (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0) +
    (filters.inStock ? 1 : 0)
  );
}

/** The metal's label key, or undefined for a metal this store does not name. */
export function metalLabelKey(value: string): string | undefined {
  return isProductMetal(value) ? `shopping.metals.${value}` : undefined;
}
