/**
 * The sizes of reviews: a comment's length after trimming, and a page of the list. Plain
 * constants, apart from the review schemas (schemas/reviews.ts), so a product page reads them
 * without loading zod.
 */
export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_MAX = 1000;
/** Reviews come 10 to a page unless asked otherwise. */
export const REVIEW_LIST_DEFAULT_LIMIT = 10;
