import { rupeesToPaise } from '@aabhushan/shared/rules/money';
import { buildPagination, type Pagination } from '@aabhushan/shared/rules/pagination';
import type { Brand, Category, Product, ProductFacets, ProductListQuery, ProductView } from '@aabhushan/shared/schemas/catalogue';
import type { Database } from '../../db/client';
import { createResponseCache } from '../../lib/response-cache';
import type { AnswerDrops } from '../public-answers/answer-drops.service';
import { toBrandJson, toCategoryJson, toProductJson } from './catalogue.mapper';
import { findBrandPage, findCategories, findProduct, type PageRequest } from './catalogue.repository';
import { toCertificateJson } from '../certificates/certificates.mapper';
import { findProductCertificates } from '../certificates/certificates.repository';
import { createProductChanged } from './product-changed';
import { buildFacets } from './product-facets';
import { searchAlone, type ProductListFilter } from './product-filters';
import { findFacetGroups, findProductPageIds, findProductRecords, prepareSearchPage } from './product-listing.repository';
import { createProductJsonCache, serializeProductCard } from './product-json-cache';
import { parseSearchTerms } from './product-search';
import type { Valuation } from '../settings/store-snapshot';

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

type FacetGroups = Awaited<ReturnType<typeof findFacetGroups>>;

/** A page whose items are already JSON, as UTF-8 bytes (each product built once, product-json-cache.ts). */
export interface JsonPage {
  itemsJson: Buffer;
  pagination: Pagination;
}

/** Facet counts live as long as the public answers they belong to (spec B section 9: 5 min). */
const FACET_CACHE = { ttlMs: 5 * 60 * 1000, maxEntries: 500 };

/**
 * The facet counts depend only on the tag, the search and the price band (the other filters
 * are applied when counting), not on the page or the order: a shopper paging, sorting or
 * ticking a category reuses them. Pass the public answer drops as `drops` so a write that
 * drops public answers (here or on another instance) drops these counts too.
 */
export function createCatalogueService(db: Database, { drops }: { drops?: AnswerDrops } = {}) {
  const facetCache = createResponseCache<FacetGroups>(FACET_CACHE);
  drops?.cache.onClear(() => facetCache.clear());

  async function getFacetGroups(filter: ProductListFilter): Promise<FacetGroups> {
    const key = JSON.stringify([filter.tag, filter.search, filter.minPricePaise, filter.maxPricePaise]);
    const cached = facetCache.get(key);
    if (cached) return cached;
    const groups = await findFacetGroups(db, filter);
    facetCache.set(key, groups);
    return groups;
  }

  // The full product and its compact card, each built once per product and cached side by side.
  const productJson = { full: createProductJsonCache(), card: createProductJsonCache(serializeProductCard) };
  const jsonCaches = Object.values(productJson);
  drops?.cache.onClear(() => jsonCaches.forEach((cache) => cache.clear()));
  const productsJson = (ids: string[], view: ProductView = 'full', valuation: Valuation) =>
    productJson[view].getArray(ids, (missing) => findProductRecords(db, missing), valuation);

  const findSearchPage = prepareSearchPage(db);

  const forgetProduct = (productId: string) => {
    facetCache.clear();
    jsonCaches.forEach((cache) => cache.forget(productId));
  };
  // A product dropped here or by another instance: its built JSON and the counts go with its answers.
  drops?.onDropped((drop) => {
    if (drop.kind === 'product') forgetProduct(drop.id);
  });
  return {
    /** Clears the product's cached public answers after its stock or price changed (product-changed.ts). */
    productChanged: drops ? createProductChanged(db, drops) : async (productId: string) => forgetProduct(productId),

    /** The listing: one page in the asked order and view (as a JSON array), its total and the facet counts. */
    async listProducts(query: ProductListQuery, valuation: Valuation): Promise<JsonPage & { facets: ProductFacets }> {
      const filter = toListFilter(query);
      // A search and nothing else, in relevance order: the header search's page (the same order).
      const search = query.sort === undefined ? searchAlone(filter) : undefined;
      // Independent reads: on PostgreSQL they run side by side on the pool's connections.
      const [ids, { categoryList, groups }] = await Promise.all([
        search ? findSearchPage(search, query).then((found) => found.ids) : findProductPageIds(db, filter, query.sort, query),
        getFacetGroups(filter),
      ]);
      const { total, facets } = buildFacets(groups, categoryList, filter);
      return { itemsJson: await productsJson(ids, query.view, valuation), pagination: buildPagination(query.page, query.limit, total), facets };
    },

    /** Header search and its full results: ranked by relevance. */
    async searchProducts(q: string, page: PageRequest, view: ProductView | undefined, valuation: Valuation): Promise<JsonPage> {
      const { ids, total } = await findSearchPage(parseSearchTerms(q), page);
      return { itemsJson: await productsJson(ids, view, valuation), pagination: buildPagination(page.page, page.limit, total) };
    },

    async getProduct(slugOrId: string, valuation: Valuation): Promise<Product | undefined> {
      const record = await findProduct(db, slugOrId);
      if (!record) return undefined;
      // The page's own answer names the certificates; listings leave them out (one query fewer a page).
      const certificates = await findProductCertificates(db, record.product.id);
      return { ...toProductJson(record, valuation), certificates: certificates.map(toCertificateJson) };
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
