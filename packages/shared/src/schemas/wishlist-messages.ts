// Kept apart from the zod schemas (./wishlist.ts re-exports it): the storefront's first view
// translates these texts, and importing them must not bring zod along (the store's budgets, docs/performance.md).

/** Wishlist messages: the spec's wording (part B section 8) where it has one, else our own. */
export const WISHLIST_MESSAGES = {
  loaded: 'Wishlist loaded',
  added: 'Item added to wishlist',
  duplicate: 'Item is already in your wishlist',
  removed: 'Item removed from wishlist',
  cleared: 'Wishlist cleared',
  notInWishlist: 'This item is not in your wishlist',
  productNotFound: 'Product not found or no longer available',
  invalidProduct: 'Invalid product',
  invalidQuantity: 'Invalid quantity',
  invalidPriority: 'priority must be one of LOW, MEDIUM, HIGH',
  invalidFlag: 'notify flags must be true or false',
  movedToCart: 'Item added to cart',
  connected: 'Wishlist service is reachable',
} as const;
