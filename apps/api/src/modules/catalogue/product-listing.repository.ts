import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { ProductSort } from '@aabhushan/shared/schemas/catalogue';
import type { Database } from '../../db/client';
import { executeNamed } from '../../db/named-statement';
import { brands, categories, products } from '../../db/schema/index';
import { findVariants, productColumns, type PageRequest, type ProductRecord } from './catalogue.repository';
import type { FacetCategory, FacetGroup } from './product-facets';
import { baseConditions, inStockCondition, listConditions, listOrder, priceCondition, type ProductListFilter } from './product-filters';

/**
 * The ids of one page of active products in the asked order. Only ids cross the socket: each
 * product's answer is built once and reused (product-json-cache.ts). `withTotal` also counts the
 * matches in the same statement (the search answer; the listing takes its total from the facets).
 */
export async function findProductPageIds(
  db: Database,
  filter: ProductListFilter,
  sort: ProductSort | undefined,
  { page, limit }: PageRequest,
  { withTotal = false }: { withTotal?: boolean } = {},
): Promise<{ ids: string[]; total: number | undefined }> {
  const query = db
    .select({
      id: products.id,
      // The window sees every match before the limit; the ranking already reads them all.
      total: withTotal ? sql<number>`cast(count(*) over () as integer)` : sql<number>`0`,
    })
    .from(products)
    .where(listConditions(filter))
    .orderBy(...listOrder(sort, filter.search))
    .limit(limit)
    .offset((page - 1) * limit);
  const rows = await executeNamed(query);
  return { ids: rows.map((row) => row.id), total: withTotal && rows.length > 0 ? rows[0]!.total : undefined };
}

/** The products with these ids (active ones), with category, brand and active variants; in no order. */
export async function findProductRecords(db: Database, ids: string[]): Promise<ProductRecord[]> {
  const rows = await db
    .select({ product: productColumns, category: categories, brand: brands })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .leftJoin(brands, eq(products.brandId, brands.id))
    .where(and(inArray(products.id, ids), eq(products.isActive, true)));
  const variants = await findVariants(
    db,
    rows.map((row) => row.product.id),
  );
  return rows.map(({ product, category, brand }) => ({ product, category, brand, variants: variants.get(product.id) ?? [] }));
}

/** How many active products match every filter. */
export async function countProducts(db: Database, filter: ProductListFilter): Promise<number> {
  const [row] = await executeNamed(db.select({ total: count() }).from(products).where(listConditions(filter)));
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
  const query = db
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
  const rows = await executeNamed(query);
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
