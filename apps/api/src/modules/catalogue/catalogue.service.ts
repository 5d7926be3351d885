import { rupeesToPaise } from '@aabhushan/shared/rules/money';
import { buildPagination, type Pagination } from '@aabhushan/shared/rules/pagination';
import type { Brand, Category, Product, ProductFacets, ProductListQuery } from '@aabhushan/shared/schemas/catalogue';
import type { Database } from '../../db/client';
import { toBrandJson, toCategoryJson, toProductJson } from './catalogue.mapper';
import { findBrandPage, findCategories, findProduct, type PageRequest } from './catalogue.repository';
import { buildFacets } from './product-facets';
import type { ProductListFilter } from './product-filters';
import { countProducts, findFacetGroups, findProductPage } from './product-listing.repository';
import { parseSearchTerms } from './product-search';

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

export function createCatalogueService(db: Database) {
  return {
    /** The listing: one page in the asked order, its total and the facet counts. */
    async listProducts(query: ProductListQuery): Promise<Page<Product> & { facets: ProductFacets }> {
      const filter = toListFilter(query);
      // Independent reads: on PostgreSQL they run side by side on the pool's connections.
      const [{ records }, { categoryList, groups }] = await Promise.all([
        findProductPage(db, filter, query.sort, query),
        findFacetGroups(db, filter),
      ]);
      const { total, facets } = buildFacets(groups, categoryList, filter);
      return { items: records.map(toProductJson), pagination: buildPagination(query.page, query.limit, total), facets };
    },

    /** Header search and its full results: ranked by relevance. */
    async searchProducts(q: string, page: PageRequest): Promise<Page<Product>> {
      const filter: ProductListFilter = { search: parseSearchTerms(q) };
      const { records, total } = await findProductPage(db, filter, undefined, page, { withTotal: true });
      // Past the last page the window has no row to report the total on.
      const totalItems = total ?? (page.page > 1 ? await countProducts(db, filter) : 0);
      return { items: records.map(toProductJson), pagination: buildPagination(page.page, page.limit, totalItems) };
    },

    async getProduct(slugOrId: string): Promise<Product | undefined> {
      const record = await findProduct(db, slugOrId);
      return record && toProductJson(record);
    },

    async listCategories(page: PageRequest): Promise<Page<Category>> {
      const rows = await findCategories(db);
      const start = (page.page - 1) * page.limit;
      return {
        items: rows.slice(start, start + page.limit).map((row) => toCategoryJson(row.category, row.productCount)),
        pagination: buildPagination(page.page, page.limit, rows.length),
      };
    },

    async getCategory(slug: string): Promise<Category | undefined> {
      const [row] = await findCategories(db, slug);
      return row && toCategoryJson(row.category, row.productCount);
    },

    async listBrands(page: PageRequest): Promise<Page<Brand>> {
      const { rows, total } = await findBrandPage(db, page);
      return { items: rows.map(toBrandJson), pagination: buildPagination(page.page, page.limit, total) };
    },
  };
}

/** The query's rupees become paise once, here; a blank search is no search. */
function toListFilter(query: ProductListQuery): ProductListFilter {
  return {
    categoryId: query.categoryId,
    categorySlug: query.category,
    tag: query.tag,
    search: query.search ? parseSearchTerms(query.search) : undefined,
    metals: query.metal,
    minPricePaise: query.minPrice === undefined ? undefined : rupeesToPaise(query.minPrice),
    maxPricePaise: query.maxPrice === undefined ? undefined : rupeesToPaise(query.maxPrice),
    inStock: query.inStock,
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
