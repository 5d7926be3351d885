// Kept apart from the zod schemas (./reviews.ts re-exports it): the storefront's first view
// translates these texts, and importing them must not bring zod along (the store's budgets, docs/performance.md).

/** Review messages (our own: the spec does not show the review call). */
export const REVIEW_MESSAGES = {
  rating: 'Please choose a rating from 1 to 5',
  commentTooShort: 'Please write at least 10 characters',
  commentTooLong: 'Reviews can be at most 1000 characters',
  posted: 'Thank you! Your review has been posted.',
  duplicate: 'You have already reviewed this product.',
  /** docs/decisions.md: reviews come from customers who bought and received the piece. */
  notPurchased: 'Only customers who have bought and received this piece can review it.',
  canReview: 'You can review this piece.',
} as const;
