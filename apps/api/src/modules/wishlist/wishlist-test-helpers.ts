import { and, asc, eq, gt, notExists, sql } from 'drizzle-orm';
import { productVariants, products } from '../../db/schema/index';
import type { TestApp } from '../../test/create-test-app';

/** Test helpers for the wishlist API (used only by *.test.ts files). */

export { signIn } from '../../test/signed-in-customer';

// Qualified by hand: in a one-table select drizzle writes a bare "id", which here would be v.id.
const withoutVariants = notExists(sql`(select 1 from ${productVariants} v where v.product_id = ${sql.raw('"products"."id"')})`);

/** Seeded active products sold without variants and in stock, cheapest first. */
export async function plainProducts(t: TestApp, count: number) {
  return t.database.db
    .select()
    .from(products)
    .where(and(eq(products.isActive, true), gt(products.stockQuantity, 5), withoutVariants))
    .orderBy(asc(products.salePricePaise), asc(products.id))
    .limit(count);
}

/** A seeded active product that has active variants. */
export async function productWithVariants(t: TestApp) {
  const [row] = await t.database.db
    .select({ product: products })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(eq(products.isActive, true), eq(productVariants.isActive, true)))
    .limit(1);
  return row?.product;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export function call(t: TestApp, method: Method, url: string, authorization?: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: authorization ? { authorization } : {} });
}
