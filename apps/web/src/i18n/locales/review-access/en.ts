import { REVIEW_MESSAGES } from '@aabhushan/shared/schemas/review-messages';

/**
 * Who may review (docs/decisions.md: customers who bought and received the piece), in
 * English; other languages must have every key (types.ts).
 */
export const reviewAccessEn = {
  reviewAccess: {
    checking: 'Checking whether you can review this piece…',
    purchaseRequired: REVIEW_MESSAGES.notPurchased,
    afterDelivery: 'Once an order of it has been delivered to you, you can share your thoughts here.',
  },
};
