/** Reviews are public data (kept across sign-in changes), hence the 'public' root. */
export const reviewKeys = {
  all: ['public', 'reviews'] as const,
  product: (productId: string) => ['public', 'reviews', productId] as const,
};
