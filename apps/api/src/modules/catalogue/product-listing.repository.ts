import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductSort } from '@aabhushan/shared/schemas/catalogue';
import type { Database } from '../../db/client';
import { executeNamed } from '../../db/named-statement';
import { brands, categories, products, productSearch } from '../../db/schema/index';
import { findVariants, productColumns, type PageRequest, type ProductRecord } from './catalogue.repository';
import type { FacetCategory, FacetGroup } from './product-facets';
import { baseConditions, inStockCondition, listConditions, listOrder, priceCondition, type ProductListFilter } from './product-filters';
import { matchesEveryWord, relevanceKeys, searchBindings, SEARCH_COPY_DOCUMENT, SEARCH_PLACEHOLDERS, type SearchTerms } from './product-search';

/**
 * The ids of one page of active products in the asked order. Only ids cross the socket: each
 * product's answer is built once and reused (product-json-cache.ts); the listing takes its
 * total from the facets.
 */
export async function findProductPageIds(db: Database, filter: ProductListFilter, sort: ProductSort | undefined, { page, limit }: PageRequest): Promise<string[]> {
  const query = db
    .select({ id: products.id })
    .from(products)
    .where(listConditions(filter))
    .orderBy(...listOrder(sort, filter.search))
    .limit(limit)
    .offset((page - 1) * limit);
  return (await executeNamed(query)).map((row) => row.id);
}

/** One page of search results by relevance, with the number of matches. */
export type FindSearchPage = (terms: SearchTerms, page: PageRequest) => Promise<{ ids: string[]; total: number }>;

/**
 * The header search's page and count, prepared once: read from the search's narrow copy of the
 * products (product_search), as ranking reads every match and there it reads a few small pages
 * instead of each match's wide product row. Every search has the same statement, so the
 * database plans it once per connection and the server builds its text once.
 *
 * Each match's relevance keys are computed in a subquery that the planner keeps apart (it has
 * an OFFSET, of no rows): the count then buffers five small columns per match rather than its
 * whole document. The keys come first in each row, ahead of the id's text, so the sort reads
 * them at fixed places; a common word matches thousands of pieces, and every one is sorted.
 */
export function prepareSearchPage(db: Database): FindSearchPage {
  const matches = and(sql`${productSearch.isActive}`, matchesEveryWord(SEARCH_PLACEHOLDERS, SEARCH_COPY_DOCUMENT));
  const keys = relevanceKeys(SEARCH_PLACEHOLDERS, SEARCH_COPY_DOCUMENT);
  const ranked = db
    .select({
      tier: keys.tier.as('tier'),
      rank: keys.rank.as('rank'),
      namesCorrected: keys.namesCorrected.as('names_corrected'),
      createdAt: productSearch.createdAt,
      id: productSearch.productId,
    })
    .from(productSearch)
    .where(matches)
    .offset(sql.placeholder('noneSkipped'))
    .as('ranked');
  const pageQuery = db
    .select({
      tier: ranked.tier,
      rank: ranked.rank,
      namesCorrected: ranked.namesCorrected,
      createdAt: ranked.createdAt,
      total: sql<number>`cast(count(*) over () as integer)`,
      id: ranked.id,
    })
    .from(ranked)
    .orderBy(desc(ranked.tier), desc(ranked.rank), desc(ranked.namesCorrected), desc(ranked.createdAt), desc(ranked.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('search_page');
  const countQuery = db.select({ total: count() }).from(productSearch).where(matches).prepare('search_count');
  return async (terms, { page, limit }) => {
    if (terms.words.length === 0) return { ids: [], total: 0 }; // nothing to look for ("%%%")
    const bindings = searchBindings(terms);
    const rows = await pageQuery.execute({ ...bindings, noneSkipped: 0, limit, offset: (page - 1) * limit });
    if (rows.length > 0) return { ids: rows.map((row) => row.id), total: rows[0]!.total };
    // Past the last page the window has no row to report the total on.
    const [counted] = page > 1 ? await countQuery.execute({ ...bindings }) : [{ total: 0 }];
    return { ids: [], total: counted?.total ?? 0 };
  };
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
