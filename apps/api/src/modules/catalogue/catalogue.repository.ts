import { and, arrayContains, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, categories, products, productVariants } from '../../db/schema/index';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;

export interface ProductRecord {
  product: ProductRow;
  category: CategoryRow;
  brand: BrandRow | null;
  variants: VariantRow[];
}

export interface ProductFilter {
  categoryId?: string;
  categorySlug?: string;
  tag?: string;
  /** Free text matched against English and Hindi names, category and tags. */
  text?: string;
}

export interface PageRequest {
  page: number;
  limit: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** True when the product's English or Hindi name contains the text. */
function nameMatches(text: string): SQL {
  const pattern = `%${escapeLike(text)}%`;
  return sql`(${products.name}->>'en' ilike ${pattern} or coalesce(${products.name}->>'hi', '') ilike ${pattern})`;
}

function productConditions(filter: ProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(products.isActive, true)];
  if (filter.categoryId) conditions.push(eq(products.categoryId, filter.categoryId));
  if (filter.categorySlug) conditions.push(eq(categories.slug, filter.categorySlug));
  if (filter.tag) conditions.push(arrayContains(products.tags, [filter.tag]));
  if (filter.text) {
    // A category matches by the start of its slug ("ring" finds rings, not earrings); a tag whole.
    conditions.push(
      or(
        nameMatches(filter.text),
        ilike(categories.slug, `${escapeLike(filter.text)}%`),
        sql`exists (select 1 from unnest(${products.tags}) as tag where lower(tag) = lower(${filter.text}))`,
      ),
    );
  }
  return and(...conditions);
}

/** One page of active products, newest first, with their category, brand and variants. */
export async function findProductPage(
  db: Database,
  filter: ProductFilter,
  { page, limit }: PageRequest,
): Promise<{ records: ProductRecord[]; total: number }> {
  const where = productConditions(filter);
  const [totalRow] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(where);
  const rows = await db
    .select({ product: products, category: categories, brand: brands })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .leftJoin(brands, eq(products.brandId, brands.id))
    .where(where)
    .orderBy(...(filter.text ? [desc(nameMatches(filter.text))] : []), desc(products.createdAt), desc(products.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const variants = await findVariants(
    db,
    rows.map((row) => row.product.id),
  );
  return {
    total: totalRow?.total ?? 0,
    records: rows.map((row) => ({ ...row, variants: variants.get(row.product.id) ?? [] })),
  };
}

/** An active product by slug or id. */
export async function findProduct(db: Database, slugOrId: string): Promise<ProductRecord | undefined> {
  const [row] = await db
    .select({ product: products, category: categories, brand: brands })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .leftJoin(brands, eq(products.brandId, brands.id))
    .where(and(eq(products.isActive, true), or(eq(products.slug, slugOrId), eq(products.id, slugOrId))))
    .limit(1);
  if (!row) return undefined;
  const variants = await findVariants(db, [row.product.id]);
  return { ...row, variants: variants.get(row.product.id) ?? [] };
}

async function findVariants(db: Database, productIds: string[]): Promise<Map<string, VariantRow[]>> {
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
