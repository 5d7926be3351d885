import { buildPagination, type Pagination } from '@aabhushan/shared/rules/pagination';
import { toPublicReviewerName, type Review, type ReviewCreate, type ReviewEligibility, type ReviewSummary } from '@aabhushan/shared/schemas/reviews';
import type { Database } from '../../db/client';
import { newId } from '../../lib/new-id';
import { isUniqueViolation } from '../../lib/unique-violation';
import {
  countRatings,
  findActiveProductId,
  findReviewPage,
  findUserName,
  hasReceivedProduct,
  hasReviewed,
  insertReview,
  lockProduct,
  refreshRatingAggregates,
  type ReviewRecord,
} from './reviews.repository';

export type PostReviewResult =
  | { kind: 'posted'; review: Review }
  | { kind: 'product-not-found' }
  | { kind: 'user-not-found' }
  | { kind: 'duplicate' }
  | { kind: 'purchase-required' };

function toReviewJson(record: ReviewRecord): Review {
  return {
    _id: record.id,
    rating: record.rating,
    comment: record.comment,
    createdAt: record.createdAt.toISOString(),
    user: { name: toPublicReviewerName(record.userName) },
  };
}

function toSummary(counts: Map<number, number>): ReviewSummary {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const star of [1, 2, 3, 4, 5] as const) {
    const n = counts.get(star) ?? 0;
    distribution[star] = n;
    total += n;
    sum += n * star;
  }
  return { average: total === 0 ? 0 : Math.round((sum / total) * 10) / 10, count: total, distribution };
}

export function createReviewsService(db: Database) {
  return {
    /** A product's reviews, newest first, with a summary of all of them; undefined for an unknown product. */
    async listReviews(idOrSlug: string, page: { page: number; limit: number }): Promise<{ items: Review[]; pagination: Pagination; summary: ReviewSummary } | undefined> {
      const productId = await findActiveProductId(db, idOrSlug);
      if (!productId) return undefined;
      const [records, counts] = await Promise.all([findReviewPage(db, productId, page), countRatings(db, productId)]);
      const summary = toSummary(counts);
      return { items: records.map(toReviewJson), pagination: buildPagination(page.page, page.limit, summary.count), summary };
    },

    /** Whether the customer may review the product now; undefined for an unknown product. */
    async getEligibility(idOrSlug: string, userId: string): Promise<ReviewEligibility | undefined> {
      const productId = await findActiveProductId(db, idOrSlug);
      if (!productId) return undefined;
      if (await hasReviewed(db, productId, userId)) return { canReview: false, status: 'already-reviewed' };
      if (!(await hasReceivedProduct(db, productId, userId))) return { canReview: false, status: 'purchase-required' };
      return { canReview: true, status: 'eligible' };
    },

    /**
     * One review per customer per product, and only from a customer who received it in a
     * delivered order (docs/decisions.md); the product's rating columns are refreshed in
     * the same transaction.
     */
    async postReview(idOrSlug: string, userId: string, input: ReviewCreate): Promise<PostReviewResult> {
      const productId = await findActiveProductId(db, idOrSlug);
      if (!productId) return { kind: 'product-not-found' };
      const userName = await findUserName(db, userId);
      if (userName === undefined) return { kind: 'user-not-found' };
      if (await hasReviewed(db, productId, userId)) return { kind: 'duplicate' };
      if (!(await hasReceivedProduct(db, productId, userId))) return { kind: 'purchase-required' };
      const record: ReviewRecord = { id: newId(), rating: input.rating, comment: input.comment, createdAt: new Date(), userName };
      try {
        await db.transaction(async (tx) => {
          // The product row lock serializes posts for one product: each recount sees the others.
          await lockProduct(tx, productId);
          await insertReview(tx, { id: record.id, productId, userId, rating: record.rating, comment: record.comment, createdAt: record.createdAt, updatedAt: record.createdAt });
          await refreshRatingAggregates(tx, productId);
        });
      } catch (error) {
        // Two posts at once: the unique index decides, the loser hears it was a duplicate.
        if (isUniqueViolation(error)) return { kind: 'duplicate' };
        throw error;
      }
      return { kind: 'posted', review: toReviewJson(record) };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
