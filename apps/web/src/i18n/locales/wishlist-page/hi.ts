import type { WishlistPageStrings } from './en';

/** The wishlist page's later strings in Hindi. */
export const wishlistPageHi: WishlistPageStrings = {
  wishlistPage: {
    clear: 'विशलिस्ट खाली करें',
    confirmClear: 'अपनी विशलिस्ट से सभी आभूषण हटाएँ? यह वापस नहीं होगा।',
    keep: 'रहने दें',
    cleared: 'आपकी विशलिस्ट अब खाली है',
  },
};
