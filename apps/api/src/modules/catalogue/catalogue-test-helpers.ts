import { eq } from 'drizzle-orm';
import type { Product, ProductFacets } from '@aabhushan/shared/schemas/catalogue';
import type { Pagination } from '@aabhushan/shared/rules/pagination';
import { categories, products, productVariants } from '../../db/schema/index';
import type { TestApp } from '../../test/create-test-app';

export interface ListBody<T> {
  success: boolean;
  message: string;
  data: T[];
  pagination: Pagination;
}
export type ListingBody = ListBody<Product> & { facets: ProductFacets };

export async function getJson<T = { success: boolean; message: string; data: unknown }>(t: TestApp, url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, headers: response.headers, body: response.json() as T };
}

/** What the tests compare answers with: every active product as the database holds it. */
export interface CatalogueRow {
  id: string;
  slug: string;
  nameEn: string;
  categorySlug: string;
  metal: string;
  salePaise: number;
  tags: string[];
  createdAt: Date;
  ratingAverage: number;
  ratingCount: number;
  inStock: boolean;
}

export async function loadActiveProducts(t: TestApp): Promise<CatalogueRow[]> {
  const db = t.database.db;
  const rows = await db
    .select({ product: products, categorySlug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(eq(products.isActive, true));
  const variants = await db.select().from(productVariants);
  return rows.map(({ product, categorySlug }) => ({
    id: product.id,
    slug: product.slug,
    nameEn: product.name.en,
    categorySlug,
    metal: product.metal,
    salePaise: product.salePricePaise,
    tags: product.tags,
    createdAt: product.createdAt,
    ratingAverage: Number(product.ratingAverage),
    ratingCount: product.ratingCount,
    inStock:
      product.stockQuantity > 0 ||
      variants.some((variant) => variant.productId === product.id && variant.isActive && variant.stockQuantity > 0),
  }));
}

/** Slugs of a listing, every page of it (limit 1000 holds the whole demo catalogue). */
export async function listSlugs(t: TestApp, query: string): Promise<string[]> {
  const { status, body } = await getJson<ListingBody>(t, `/api/public/product?limit=1000&${query}`);
  if (status !== 200) throw new Error(`${query}: ${status} ${body.message}`);
  return body.data.map((product) => product.slug);
}

export function sortedSlugs(rows: CatalogueRow[]): string[] {
  return rows.map((row) => row.slug).sort();
}
