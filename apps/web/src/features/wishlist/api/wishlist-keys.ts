/** Query keys of the signed-in shopper's wishlist. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  wishlist: () => ['wishlist', 'mine'] as const,
};
