// Signed-in shoppers for the cart scenarios: 50 customers, each with a live session (a refresh
// token family, as after a real sign-in) and an access token signed with the app's own secret,
// plus a few plain products with deep stock so adds never reach a quantity cap within a run.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, like, notExists, sql } from 'drizzle-orm';
import type { App } from '@aabhushan/api/app';
import type { Database } from '@aabhushan/api/db/client';
import { productVariants, products, refreshTokens, users } from '@aabhushan/api/db/schema/index';
import { findBenchAddresses } from './place-orders';

export const BENCH_CUSTOMERS = 50;
/** Products the add scenario rotates through: a cart of at most this many lines. */
export const BENCH_CART_PRODUCTS = 10;
/** Deep enough that no run sells out; 99 per line is the cart's own cap (docs/decisions.md). */
const BENCH_STOCK = 1_000_000;
const EMAIL_PREFIX = 'bench-customer-';

/** Run by `--prepare`: the customers, their sessions and the deep-stock products. */
export async function seedBenchCustomers(db: Database): Promise<void> {
  const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
  for (let index = 0; index < BENCH_CUSTOMERS; index += 1) {
    const id = `bench${String(index).padStart(19, '0')}`;
    await db.insert(users).values({ id, name: `Bench Customer ${index + 1}`, email: `${EMAIL_PREFIX}${index + 1}@bench.example.com`, passwordHash: '!' }).onConflictDoNothing();
    await db.insert(refreshTokens).values({
      id: `${id}-session`,
      familyId: `${id}-session`,
      userId: id,
      tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      expiresAt,
      sessionEndsAt: expiresAt,
    }).onConflictDoNothing();
  }
  const plain = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isActive, true), notExists(sql`(select 1 from ${productVariants} v where v.product_id = ${sql.raw('"products"."id"')})`)))
    .orderBy(asc(products.id))
    .limit(BENCH_CART_PRODUCTS);
  for (const { id } of plain) await db.update(products).set({ stockQuantity: BENCH_STOCK, maxOrderQuantity: 99 }).where(eq(products.id, id));
}

export interface BenchShoppers {
  /** One bearer header per customer: connection n uses customer n. */
  authorizations: string[];
  productIds: string[];
  /** The customers with a saved address (the place-order scenario): bearer header and address id. */
  ordering: Array<{ authorization: string; addressId: string }>;
}

/** Run by the serving process: signs an access token for each bench customer (15 minutes). */
export async function signInBenchCustomers(app: App, db: Database): Promise<BenchShoppers> {
  const customers = await db
    .select({ id: users.id, sessionId: refreshTokens.familyId })
    .from(users)
    .innerJoin(refreshTokens, eq(refreshTokens.userId, users.id))
    .where(like(users.email, `${EMAIL_PREFIX}%`))
    .orderBy(asc(users.id));
  const authorizations = await Promise.all(
    customers.map(async ({ id, sessionId }) => `Bearer ${(await app.accessTokens.sign({ userId: id, roleType: 'customer', sessionId })).accessToken}`),
  );
  const stocked = await db.select({ id: products.id }).from(products).where(gte(products.stockQuantity, BENCH_STOCK)).orderBy(asc(products.id));
  const addressOf = await findBenchAddresses(db);
  const ordering = customers.flatMap(({ id }, n) => (addressOf.has(id) ? [{ authorization: authorizations[n]!, addressId: addressOf.get(id)! }] : []));
  return { authorizations, productIds: stocked.map((row) => row.id), ordering };
}
