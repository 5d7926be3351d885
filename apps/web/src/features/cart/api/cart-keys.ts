/** Query keys of the signed-in shopper's cart. */
export const cartKeys = {
  all: ['cart'] as const,
  cart: () => ['cart', 'mine'] as const,
};
