import { buildPagination, type Pagination } from '@aabhushan/shared/rules/pagination';
import type { Brand, Category, Product } from '@aabhushan/shared/schemas/catalogue';
import type { Database } from '../../db/client';
import { toBrandJson, toCategoryJson, toProductJson } from './catalogue.mapper';
import {
  findBrandPage,
  findCategories,
  findProduct,
  findProductPage,
  type PageRequest,
  type ProductFilter,
} from './catalogue.repository';

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

export function createCatalogueService(db: Database) {
  return {
    async listProducts(filter: ProductFilter, page: PageRequest): Promise<Page<Product>> {
      const { records, total } = await findProductPage(db, filter, page);
      return { items: records.map(toProductJson), pagination: buildPagination(page.page, page.limit, total) };
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

export type CatalogueService = ReturnType<typeof createCatalogueService>;
