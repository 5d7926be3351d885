import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { activeProductBySlugOrId } from './product-lookup';
import type { Database } from '../../db/client';
import { brands, categories, products, productVariants } from '../../db/schema/index';

/** Product columns the app reads: the search document stays in the database. */
const { searchVector: _searchVector, ...productColumnSet } = getTableColumns(products);
export const productColumns = productColumnSet;
export type ProductRow = Omit<typeof products.$inferSelect, 'searchVector'>;
export type VariantRow = typeof productVariants.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;

export interface ProductRecord {
  product: ProductRow;
  category: CategoryRow;
  brand: BrandRow | null;
  variants: VariantRow[];
}

export interface PageRequest {
  page: number;
  limit: number;
}

/** An active product by slug or id. */
export async function findProduct(db: Database, slugOrId: string): Promise<ProductRecord | undefined> {
  const [row] = await db
    .select({ product: productColumns, category: categories, brand: brands })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .leftJoin(brands, eq(products.brandId, brands.id))
    .where(activeProductBySlugOrId(slugOrId))
    .limit(1);
  if (!row) return undefined;
  const variants = await findVariants(db, [row.product.id]);
  return { ...row, variants: variants.get(row.product.id) ?? [] };
}

export async function findVariants(db: Database, productIds: string[]): Promise<Map<string, VariantRow[]>> {
  const byProduct = new Map<string, VariantRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productVariants)
    .where(and(inArray(productVariants.productId, productIds), eq(productVariants.isActive, true)))
    .orderBy(asc(productVariants.sortOrder));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** Categories in display order with the real count of their active products. */
export async function findCategories(
  db: Database,
  slug?: string,
): Promise<{ category: CategoryRow; productCount: number }[]> {
  return db
    .select({
      category: categories,
      productCount: sql<number>`cast(count(${products.id}) as integer)`,
    })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.isActive, true)))
    .where(slug ? eq(categories.slug, slug) : undefined)
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.slug));
}

export async function findBrandPage(
  db: Database,
  { page, limit }: PageRequest,
): Promise<{ rows: BrandRow[]; total: number }> {
  const [totalRow] = await db.select({ total: count() }).from(brands);
  const rows = await db
    .select()
    .from(brands)
    .orderBy(asc(brands.name))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, total: totalRow?.total ?? 0 };
}
