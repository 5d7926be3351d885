import { and, eq, max } from 'drizzle-orm';
import { activeProductBySlugOrId } from '../../catalogue/product-lookup';
import type { Database } from '../../../db/client';
import { brands, categories, products } from '../../../db/schema/index';

/** Only what a page head needs, for one active product by slug or id. */
export async function findProductHeadRow(db: Database, slugOrId: string) {
  const [row] = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      shortDescription: products.shortDescription,
      images: products.images,
      salePricePaise: products.salePricePaise,
      stockQuantity: products.stockQuantity,
      ratingAverage: products.ratingAverage,
      ratingCount: products.ratingCount,
      brandName: brands.name,
    })
    .from(products)
    .leftJoin(brands, eq(products.brandId, brands.id))
    .where(activeProductBySlugOrId(slugOrId))
    .limit(1);
  return row;
}
export type ProductHeadRow = NonNullable<Awaited<ReturnType<typeof findProductHeadRow>>>;

export async function findCategoryHeadRow(db: Database, slug: string) {
  const [row] = await db
    .select({ slug: categories.slug, name: categories.name, shortDescription: categories.shortDescription, thumbnailUrl: categories.thumbnailUrl })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  return row;
}

/** Every active product and every category, with the date each last changed. */
export async function findSitemapRows(db: Database) {
  const productRows = await db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(products.slug);
  const categoryRows = await db
    .select({
      slug: categories.slug,
      updatedAt: categories.updatedAt,
      latestProduct: max(products.updatedAt),
    })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.isActive, true)))
    .groupBy(categories.id)
    .orderBy(categories.sortOrder, categories.slug);
  return { productRows, categoryRows };
}

