import { and, arrayContains, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@aabhushan/shared/schemas/catalogue';
import { categories, products, productVariants } from '../../db/schema/index';
import { relevanceOrder, searchBindings, searchCondition, type SearchTerms } from './product-search';

/** What a product list asks for; prices are paise (the query's rupees converted once). */
export interface ProductListFilter {
  categoryId?: string;
  categorySlug?: string;
  tag?: string;
  search?: SearchTerms;
  metals?: string[];
  minPricePaise?: number;
  maxPricePaise?: number;
  inStock?: boolean;
}

/** Written as the bare column (not `= $1`) so the planner can use the partial indexes `where is_active`. */
export const isActive = sql`${products.isActive}`;

/**
 * In stock: the product's own stock, or any active variant's. `offset 0` keeps the variant
 * look-up a per-row probe of product_variants_in_stock_idx, made only for products whose own
 * stock is 0; without it the planner hashes every sellable variant on each query.
 */
export const inStockCondition = sql`(${products.stockQuantity} > 0 or exists (
  select 1 from ${productVariants}
  where ${productVariants.productId} = ${products.id} and ${productVariants.isActive} and ${productVariants.stockQuantity} > 0
  offset 0))`;

/** Filters that are not facets: they apply to every count. */
export function baseConditions(filter: ProductListFilter): SQL[] {
  const conditions = [isActive];
  if (filter.tag) conditions.push(arrayContains(products.tags, [filter.tag]));
  if (filter.search) conditions.push(searchCondition(filter.search));
  return conditions;
}

export function categoryCondition(filter: ProductListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.categoryId) conditions.push(eq(products.categoryId, filter.categoryId));
  if (filter.categorySlug) {
    // A sub-select rather than a join, so the (category_id, ...) indexes apply.
    conditions.push(
      sql`${products.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${filter.categorySlug})`,
    );
  }
  return and(...conditions);
}

export function metalCondition(filter: ProductListFilter): SQL | undefined {
  return filter.metals?.length ? inArray(products.metal, filter.metals) : undefined;
}

export function priceCondition(filter: ProductListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.minPricePaise !== undefined) conditions.push(sql`${products.salePricePaise} >= ${filter.minPricePaise}`);
  if (filter.maxPricePaise !== undefined) conditions.push(sql`${products.salePricePaise} <= ${filter.maxPricePaise}`);
  return and(...conditions);
}

/**
 * The search of a list that asks for nothing else (the search results page as it opens); such a
 * page is the header search's page, read from the search's narrow copy of the products.
 */
export function searchAlone(filter: ProductListFilter): SearchTerms | undefined {
  const { search, categoryId, categorySlug, tag, metals, minPricePaise, maxPricePaise, inStock } = filter;
  const narrowed = categoryId || categorySlug || tag || metals?.length || minPricePaise !== undefined || maxPricePaise !== undefined || inStock;
  return narrowed ? undefined : search;
}

/** Every filter of the list (the page and its total). */
export function listConditions(filter: ProductListFilter): SQL | undefined {
  return and(
    ...baseConditions(filter),
    categoryCondition(filter),
    metalCondition(filter),
    priceCondition(filter),
    filter.inStock ? inStockCondition : undefined,
  );
}

/**
 * The listing orders. Each ends in a unique key so pages never overlap, and each matches a
 * partial index of migration 0003 (read backwards for the descending ones).
 */
const SORT_ORDERS: Record<ProductSort, SQL[]> = {
  featured: [
    sql`(${products.tags} @> '{featured}'::text[]) desc`,
    sql`(${products.tags} @> '{bestseller}'::text[]) desc`,
    sql`${products.createdAt} desc`,
    sql`${products.id} desc`,
  ],
  'price-asc': [sql`${products.salePricePaise} asc`, sql`${products.id} asc`],
  'price-desc': [sql`${products.salePricePaise} desc`, sql`${products.id} desc`],
  newest: [sql`${products.createdAt} desc`, sql`${products.id} desc`],
  popular: [
    sql`${products.ratingCount} desc`,
    sql`${products.ratingAverage} desc`,
    sql`${products.createdAt} desc`,
    sql`${products.id} desc`,
  ],
  rating: [
    sql`${products.ratingAverage} desc`,
    sql`${products.ratingCount} desc`,
    sql`${products.createdAt} desc`,
    sql`${products.id} desc`,
  ],
};

/** The asked order; without one, searches go by relevance and the rest by `featured`. */
export function listOrder(sort: ProductSort | undefined, search: SearchTerms | undefined): SQL[] {
  if (sort) return SORT_ORDERS[sort];
  if (search && search.words.length > 0) {
    return [...relevanceOrder(searchBindings(search)), sql`${products.createdAt} desc`, sql`${products.id} desc`];
  }
  return SORT_ORDERS.featured;
}
