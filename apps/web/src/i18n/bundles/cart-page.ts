import { registerArea } from '../i18n';
import { cartPageEn } from '../locales/cart-page/en';
import { cartPageHi } from '../locales/cart-page/hi';
import { cartPageTa } from '../locales/cart-page/ta';
import { cartPageTe } from '../locales/cart-page/te';

// The cart page's and the cart panel's strings, added when either loads.
registerArea({ en: cartPageEn, hi: cartPageHi, ta: cartPageTa, te: cartPageTe });
