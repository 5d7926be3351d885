import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD, type AdminProductListQuery } from '@aabhushan/shared/schemas/admin-products';
import type { Database } from '../../../db/client';
import { categories, products, productVariants } from '../../../db/schema/index';
import { escapeLike } from '../../../lib/escape-like';
import { missingTranslationSql } from '../missing-translation';
import { productColumns, type CategoryRow, type ProductRow, type VariantRow } from '../../catalogue/catalogue.repository';

export interface AdminProductRecord {
  product: ProductRow;
  category: CategoryRow;
  variants: VariantRow[];
}

/** Stock that can be sold, in SQL: the active variants' together where there are any, else the product's own. */
export const availableStockSql = sql<number>`coalesce(
  (select sum(${productVariants.stockQuantity}) from ${productVariants}
   where ${productVariants.productId} = ${products.id} and ${productVariants.isActive}),
  ${products.stockQuantity})`;

function listConditions({ q, status, category, missing }: AdminProductListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(or(ilike(sql`${products.name}->>'en'`, pattern), ilike(products.slug, pattern), ilike(sql`coalesce(${products.huid}, '')`, pattern))!);
  }
  if (status === 'active') conditions.push(eq(products.isActive, true));
  if (status === 'inactive') conditions.push(eq(products.isActive, false));
  if (status === 'sold-out') conditions.push(sql`${availableStockSql} = 0`);
  if (status === 'low-stock') conditions.push(sql`${availableStockSql} between 1 and ${LOW_STOCK_THRESHOLD}`);
  if (category) conditions.push(or(eq(categories.slug, category), eq(categories.id, category))!);
  if (missing) conditions.push(missingTranslationSql([products.name, products.shortDescription, products.longDescription], missing));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Every variant of these products (inactive ones too), in their order. */
async function findAllVariants(db: Database, productIds: string[]): Promise<Map<string, VariantRow[]>> {
  const byProduct = new Map<string, VariantRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db.select().from(productVariants).where(inArray(productVariants.productId, productIds)).orderBy(asc(productVariants.sortOrder));
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return byProduct;
}

/** One page of products, inactive and sold-out included, the last changed first; with the count of all matches. */
export async function listAdminProducts(db: Database, query: AdminProductListQuery): Promise<{ records: AdminProductRecord[]; total: number }> {
  const where = listConditions(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ product: productColumns, category: categories })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(products).innerJoin(categories, eq(products.categoryId, categories.id)).where(where),
  ]);
  const variants = await findAllVariants(
    db,
    rows.map((row) => row.product.id),
  );
  return { records: rows.map((row) => ({ ...row, variants: variants.get(row.product.id) ?? [] })), total: counted?.total ?? 0 };
}

/** A product by id, whatever its state; `forUpdate` locks its row for the caller's transaction. */
export async function findAdminProduct(db: Database, id: string, { forUpdate = false } = {}): Promise<AdminProductRecord | undefined> {
  const query = db
    .select({ product: productColumns, category: categories })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(eq(products.id, id))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: products }) : await query;
  if (!row) return undefined;
  const variants = await findAllVariants(db, [id]);
  return { ...row, variants: variants.get(id) ?? [] };
}

/** Whether a product other than `exceptId` uses the slug. */
export async function isSlugTaken(db: Database, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  return row !== undefined && row.id !== exceptId;
}
