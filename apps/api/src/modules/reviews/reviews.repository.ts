import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orders, products, reviews, users } from '../../db/schema/index';
import { activeProductBySlugOrId } from '../catalogue/product-lookup';

export interface ReviewRecord {
  id: string;
  rating: number;
  comment: string;
  createdAt: Date;
  userName: string;
}

/** The id of an active product, found by id or slug. */
export async function findActiveProductId(db: Database, idOrSlug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(activeProductBySlugOrId(idOrSlug))
    .limit(1);
  return row?.id;
}

/** One page of a product's reviews, newest first, with the reviewer's name. */
export async function findReviewPage(db: Database, productId: string, { page, limit }: { page: number; limit: number }): Promise<ReviewRecord[]> {
  return db
    .select({ id: reviews.id, rating: reviews.rating, comment: reviews.comment, createdAt: reviews.createdAt, userName: users.name })
    .from(reviews)
    .innerJoin(users, eq(reviews.userId, users.id))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

/** How many reviews carry each star rating. */
export async function countRatings(db: Database, productId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ rating: reviews.rating, total: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .groupBy(reviews.rating);
  return new Map(rows.map((row) => [row.rating, Number(row.total)]));
}

export async function findUserName(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name;
}

export async function hasReviewed(db: Database, productId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Orders in which the customer has received the piece (docs/decisions.md): delivered, or
 * delivered and then returned (they held it, and may say why it went back).
 */
const RECEIVED_STATUSES = ['delivered', 'returned'];

export async function hasReceivedProduct(db: Database, productId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orderItems.productId, productId), inArray(orders.status, RECEIVED_STATUSES)))
    .limit(1);
  return row !== undefined;
}

/** Locks the product row until the transaction ends (posting a review recounts its rating). */
export async function lockProduct(db: Database, productId: string): Promise<void> {
  await db.execute(sql`SELECT id FROM products WHERE id = ${productId} FOR UPDATE`);
}

export async function insertReview(db: Database, row: typeof reviews.$inferInsert): Promise<void> {
  await db.insert(reviews).values(row);
}

/**
 * Sets products.rating_average and rating_count from the review rows (all products when no
 * id is given), so the stored aggregate can never drift from the reviews themselves.
 */
export async function refreshRatingAggregates(db: Database, productId?: string): Promise<void> {
  await db
    .update(products)
    .set({
      ratingAverage: sql`coalesce((select round(avg(${reviews.rating})::numeric, 2) from ${reviews} where ${reviews.productId} = ${products.id}), 0)`,
      ratingCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${products.id})`,
    })
    .where(productId ? eq(products.id, productId) : undefined);
}
