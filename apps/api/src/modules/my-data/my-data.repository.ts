import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, refreshTokens, reviews } from '../../db/schema/index';

/** The customer's reviews with the piece each is about. */
export async function findOwnReviews(db: Database, userId: string) {
  return db
    .select({ productName: products.name, productSlug: products.slug, rating: reviews.rating, comment: reviews.comment, createdAt: reviews.createdAt, updatedAt: reviews.updatedAt })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(asc(reviews.createdAt));
}

/**
 * The customer's sign-ins: one per session (a refresh-token family), when it began, when it was
 * last renewed, whether it was remembered, when it ends or ended. The store keeps no addresses or
 * devices of sign-ins, so there are none to give.
 */
export async function findSignIns(db: Database, userId: string) {
  return db
    .select({
      startedAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      lastRenewedAt: sql<Date>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      remembered: sql<boolean>`bool_or(${refreshTokens.persistent})`,
      endsAt: sql<Date>`max(${refreshTokens.sessionEndsAt})`.mapWith(refreshTokens.sessionEndsAt),
      endedAt: sql<Date | null>`max(${refreshTokens.revokedAt})`.mapWith(refreshTokens.revokedAt),
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId)
    .orderBy(sql`min(${refreshTokens.createdAt})`);
}
