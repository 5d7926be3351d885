/**
 * The wishlist page's later strings in English (clearing the whole list). Loaded with the page
 * (bundles/wishlist-page.ts), so they stay out of the first view; other languages must have
 * every key.
 */
export const wishlistPageEn = {
  wishlistPage: {
    clear: 'Clear wishlist',
    confirmClear: 'Remove every piece from your wishlist? This cannot be undone.',
    keep: 'Keep them',
    cleared: 'Your wishlist is now empty',
  },
};

type Strings<T> = T extends string ? string : { [K in keyof T]: Strings<T[K]> };
export type WishlistPageStrings = Strings<typeof wishlistPageEn>;
