// Kept apart from the zod schemas (./newsletter.ts re-exports it): the storefront's first view
// translates these texts, and importing them must not bring zod along (the store's budgets, docs/performance.md).

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing!',
  alreadySubscribed: 'You are already subscribed.',
  tooMany: 'Too many attempts for this address. Please wait a minute and try again.',
} as const;
