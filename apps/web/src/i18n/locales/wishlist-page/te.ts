import type { WishlistPageStrings } from './en';

/** The wishlist page's later strings in Telugu. */
export const wishlistPageTe: WishlistPageStrings = {
  wishlistPage: {
    clear: 'విష్‌లిస్ట్‌ను ఖాళీ చేయండి',
    confirmClear: 'మీ విష్‌లిస్ట్ నుండి అన్ని ఆభరణాలను తీసివేయాలా? దీన్ని వెనక్కి తీసుకోలేరు.',
    keep: 'ఉంచండి',
    cleared: 'మీ విష్‌లిస్ట్ ఇప్పుడు ఖాళీగా ఉంది',
  },
};
