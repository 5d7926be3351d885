/**
 * The wishlist page's later strings in English: clearing the whole list, the owner's share link,
 * and the page that link opens for others. Loaded with those pages (bundles/wishlist-page.ts), so
 * they stay out of the first view; other languages must have every key.
 */
export const wishlistPageEn = {
  wishlistPage: {
    clear: 'Clear wishlist',
    confirmClear: 'Remove every piece from your wishlist? This cannot be undone.',
    keep: 'Keep them',
    cleared: 'Your wishlist is now empty',
    share: {
      preparing: 'Preparing your link...',
      heading: 'Your wishlist is shared',
      note: 'Anyone with this link can see the pieces and their prices, and your first name. Nothing else about you is shown.',
      linkLabel: 'Your wishlist link',
      copy: 'Copy link',
      copied: 'Link copied',
      stop: 'Stop sharing',
      stopping: 'Stopping...',
      stopped: 'Your wishlist is no longer shared: the old link will not open it.',
      failed: 'We could not prepare your link. Please try again.',
      stopFailed: 'We could not stop sharing. Please try again.',
      views: 'Link opened: {{count}}',
      shares: 'Times shared: {{count}}',
      sheetTitle: 'My Aabhushan wishlist',
      sheetText: 'Pieces I love at Aabhushan',
    },
    shared: {
      eyebrow: 'Shared with you',
      title: '{{name}}’s wishlist',
      untitled: 'A shared wishlist',
      lead: 'Pieces {{name}} has saved at Aabhushan. Add any of them to your own bag.',
      pieces: 'Pieces in this wishlist',
      empty: 'Nothing here yet',
      emptyText: 'No pieces have been saved to this wishlist yet.',
      notFound: 'This wishlist link does not open',
      notFoundText: 'The link may be incomplete, or its owner has stopped sharing it.',
      browse: 'Browse the collection',
      loadFailed: 'The wishlist could not be loaded.',
    },
  },
};

type Strings<T> = T extends string ? string : { [K in keyof T]: Strings<T[K]> };
export type WishlistPageStrings = Strings<typeof wishlistPageEn>;
