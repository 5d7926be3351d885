import type { WishlistPageStrings } from './en';

/** The wishlist page's later strings in Tamil. */
export const wishlistPageTa: WishlistPageStrings = {
  wishlistPage: {
    clear: 'விருப்பப் பட்டியலை அழி',
    confirmClear: 'உங்கள் விருப்பப் பட்டியலில் உள்ள எல்லா நகைகளையும் நீக்கவா? இதைத் திரும்பப் பெற முடியாது.',
    keep: 'வைத்திருக்கவும்',
    cleared: 'உங்கள் விருப்பப் பட்டியல் இப்போது காலியாக உள்ளது',
  },
};
