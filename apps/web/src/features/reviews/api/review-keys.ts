/** Reviews are public data (kept across sign-in changes), hence the 'public' root. */
export const reviewKeys = {
  all: ['public', 'reviews'] as const,
  product: (productId: string) => ['public', 'reviews', productId] as const,
  /** Whether this account may review the product: the account's own, so outside 'public'. */
  eligibility: (productId: string, userId: string) => ['reviews', 'eligibility', productId, userId] as const,
};
