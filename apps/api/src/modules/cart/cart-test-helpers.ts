import { and, asc, eq, ne, notExists, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Cart } from '@aabhushan/shared/schemas/cart';
import { categories, productVariants, products } from '../../db/schema/index';
import type { TestApp } from '../../test/create-test-app';
import { call } from '../wishlist/wishlist-test-helpers';

/** Test helpers for the cart and coupon APIs (used only by *.test.ts files). */
import { plainProducts } from '../wishlist/wishlist-test-helpers';
export { call, plainProducts, productWithVariants, signIn } from '../wishlist/wishlist-test-helpers';

type ProductRow = typeof products.$inferSelect;

/** The cart as GET answers it (asserting a 200). */
export async function readCart(t: TestApp, authorization: string): Promise<Cart> {
  const response = await call(t, 'GET', '/api/v1/cart', authorization);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** Sets a product's price (paise), stock and order cap, so totals are known to the paisa. */
export async function stockProduct(t: TestApp, product: ProductRow, fields: Partial<Pick<ProductRow, 'salePricePaise' | 'mrpPaise' | 'stockQuantity' | 'maxOrderQuantity' | 'isActive'>>) {
  await t.database.db.update(products).set(fields).where(eq(products.id, product.id));
  return { ...product, ...fields };
}

/**
 * Fresh plain products, one per call, priced and stocked as the test says (stock 20, order cap
 * 10 unless told). Listed once: the tests change stock, which would shift a fresh list.
 */
export function productSupply(app: () => TestApp, count = 60) {
  let next = 0;
  let listed: ProductRow[] | undefined;
  return async (fields: Parameters<typeof stockProduct>[2] = {}) => {
    listed ??= await plainProducts(app(), count);
    const row = listed[next++];
    if (!row) throw new Error('out of test products');
    return stockProduct(app(), row, { stockQuantity: 20, maxOrderQuantity: 10, isActive: true, ...fields });
  };
}

/** The `offset`-th plain (variant-free) product of a category, or (`outside`) of any other category. */
export async function plainProductIn(t: TestApp, categorySlug: string, offset = 0, outside = false): Promise<ProductRow> {
  const [row] = await t.database.db
    .select({ product: products })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        outside ? ne(categories.slug, categorySlug) : eq(categories.slug, categorySlug),
        eq(products.isActive, true),
        notExists(sql`(select 1 from ${productVariants} v where v.product_id = ${products.id})`),
      ),
    )
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(1);
  if (!row) throw new Error(`no plain product in ${categorySlug}`);
  return row.product;
}

/** GST contained in a GST-inclusive amount at 3 %, rupees (the cart's own rule, written out). */
export function gstIn(rupees: number): number {
  const paise = Math.round(rupees * 100);
  return (paise - Math.round((paise * 100) / 103)) / 100;
}
