import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ProductSort } from '@aabhushan/shared/schemas/catalogue';
import type { Database } from '../../db/client';
import { brands, categories, products } from '../../db/schema/index';
import { findVariants, productColumns, type PageRequest, type ProductRecord } from './catalogue.repository';
import type { FacetCategory, FacetGroup } from './product-facets';
import { baseConditions, inStockCondition, listConditions, listOrder, priceCondition, type ProductListFilter } from './product-filters';

/**
 * One page of active products in the asked order, with category, brand and active variants.
 *
 * The page is chosen on ids alone in a sub-select, then only its rows are read and joined:
 * ranking a search touches every match, and carrying whole rows through that costs more than
 * re-sorting 9 of them. One statement, so one round trip. `withTotal` also counts the matches
 * (the search answer; the listing takes its total from the facets).
 */
export async function findProductPage(
  db: Database,
  filter: ProductListFilter,
  sort: ProductSort | undefined,
  { page, limit }: PageRequest,
  { withTotal = false }: { withTotal?: boolean } = {},
): Promise<{ records: ProductRecord[]; total: number | undefined }> {
  const order = listOrder(sort, filter.search);
  const pageIds = db
    .select({
      id: products.id,
      // The window sees every match before the limit; the ranking already reads them all.
      total: withTotal ? sql<number>`cast(count(*) over () as integer)`.as('total') : sql<number>`0`.as('total'),
    })
    .from(products)
    .where(listConditions(filter))
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit)
    .as('page_ids');
  const rows = await db
    .select({ product: productColumns, category: categories, brand: brands, total: pageIds.total })
    .from(products)
    .innerJoin(pageIds, eq(products.id, pageIds.id))
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .leftJoin(brands, eq(products.brandId, brands.id))
    .orderBy(...order);
  const variants = await findVariants(
    db,
    rows.map((row) => row.product.id),
  );
  return {
    records: rows.map(({ product, category, brand }) => ({ product, category, brand, variants: variants.get(product.id) ?? [] })),
    total: withTotal && rows.length > 0 ? rows[0]!.total : undefined,
  };
}

/** How many active products match every filter. */
export async function countProducts(db: Database, filter: ProductListFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(listConditions(filter));
  return row?.total ?? 0;
}

/**
 * Every category with the facet groups of its products (see product-facets.ts): one pass over
 * the products matching the non-facet filters, an index-only scan of products_active_facets_idx
 * when there is no search, and one round trip for the categories too.
 */
export async function findFacetGroups(
  db: Database,
  filter: ProductListFilter,
): Promise<{ categoryList: FacetCategory[]; groups: FacetGroup[] }> {
  const price = priceCondition(filter);
  const grouped = db
    .select({
      categoryId: products.categoryId,
      metal: products.metal,
      inStock: sql<boolean>`${inStockCondition}`.as('in_stock'),
      count: sql<number>`cast(count(*) as integer)`.as('count'),
      inPrice: (price ? sql<number>`cast(count(*) filter (where ${price}) as integer)` : sql<number>`cast(count(*) as integer)`).as(
        'in_price',
      ),
      minPaise: sql<number>`min(${products.salePricePaise})`.as('min_paise'),
      maxPaise: sql<number>`max(${products.salePricePaise})`.as('max_paise'),
    })
    .from(products)
    .where(and(...baseConditions(filter)))
    .groupBy(products.categoryId, products.metal, sql`in_stock`)
    .as('grouped');
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      metal: grouped.metal,
      inStock: grouped.inStock,
      count: grouped.count,
      inPrice: grouped.inPrice,
      minPaise: grouped.minPaise,
      maxPaise: grouped.maxPaise,
    })
    .from(categories)
    .leftJoin(grouped, eq(grouped.categoryId, categories.id))
    .orderBy(asc(categories.sortOrder), asc(categories.slug));
  const categoryList = new Map<string, FacetCategory>();
  const groups: FacetGroup[] = [];
  for (const row of rows) {
    categoryList.set(row.id, { id: row.id, slug: row.slug, name: row.name });
    if (row.metal === null) continue; // a category without matching products
    groups.push({
      categoryId: row.id,
      metal: row.metal,
      inStock: row.inStock!,
      count: row.count!,
      inPrice: row.inPrice!,
      minPaise: row.minPaise!,
      maxPaise: row.maxPaise!,
    });
  }
  return { categoryList: [...categoryList.values()], groups };
}
