import { z } from 'zod';
import { DELETED_CUSTOMER_NAME } from '../rules/account-deletion';
import { REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN, REVIEW_LIST_DEFAULT_LIMIT } from '../rules/review-limits';
import { envelopeSchema, paginationQuerySchema, paginationSchema } from './common';
import { REVIEW_MESSAGES } from './review-messages';

/** The sizes of reviews, kept in rules/review-limits.ts (read by the storefront without zod). */
export { REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN, REVIEW_LIST_DEFAULT_LIMIT };

/** What a customer posts: a whole-star rating and a comment (trimmed before it is counted). */
export const reviewCreateSchema = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.rating })
    .int({ error: REVIEW_MESSAGES.rating })
    .min(1, { error: REVIEW_MESSAGES.rating })
    .max(5, { error: REVIEW_MESSAGES.rating }),
  comment: z
    .string({ error: REVIEW_MESSAGES.commentTooShort })
    .trim()
    .min(REVIEW_COMMENT_MIN, { error: REVIEW_MESSAGES.commentTooShort })
    .max(REVIEW_COMMENT_MAX, { error: REVIEW_MESSAGES.commentTooLong }),
});
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;

export const reviewListQuerySchema = paginationQuerySchema(REVIEW_LIST_DEFAULT_LIMIT);
export const productReviewParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });

export const reviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  /** Public name only: first name and last initial ("Ananya S."); never the reviewer's account id. */
  user: z.object({ name: z.string() }),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewSummarySchema = z.object({
  /** Mean rating to one decimal; 0 without reviews. */
  average: z.number(),
  count: z.number().int(),
  /** Number of reviews with each star rating. */
  distribution: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewListEnvelopeSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.array(reviewSchema),
  pagination: paginationSchema,
  summary: reviewSummarySchema,
});
export type ReviewListAnswer = z.infer<typeof reviewListEnvelopeSchema>;

export const reviewCreatedEnvelopeSchema = envelopeSchema(reviewSchema);

/**
 * Whether the signed-in customer may review a product, asked before the form is shown:
 * `purchase-required` until an order with the piece is delivered, `already-reviewed` after one.
 */
export const REVIEW_ELIGIBILITY = ['eligible', 'purchase-required', 'already-reviewed'] as const;
export type ReviewEligibilityStatus = (typeof REVIEW_ELIGIBILITY)[number];
export const reviewEligibilitySchema = z.object({ canReview: z.boolean(), status: z.enum(REVIEW_ELIGIBILITY) });
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;
export const reviewEligibilityEnvelopeSchema = envelopeSchema(reviewEligibilitySchema);

/** "Ananya Sharma" -> "Ananya S."; a single name stays as it is, and so does a deleted account's. */
export function toPublicReviewerName(fullName: string): string {
  if (fullName === DELETED_CUSTOMER_NAME) return DELETED_CUSTOMER_NAME;
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first;
}

/** Re-exported for the schema's callers; import it from ./review-messages where zod is not wanted. */
export { REVIEW_MESSAGES };
