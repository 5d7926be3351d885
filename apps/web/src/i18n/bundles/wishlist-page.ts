import { registerArea } from '../i18n';
import { wishlistPageEn } from '../locales/wishlist-page/en';
import { wishlistPageHi } from '../locales/wishlist-page/hi';
import { wishlistPageTa } from '../locales/wishlist-page/ta';
import { wishlistPageTe } from '../locales/wishlist-page/te';

// The wishlist page's later strings, added when the page loads.
registerArea({ en: wishlistPageEn, hi: wishlistPageHi, ta: wishlistPageTa, te: wishlistPageTe });
