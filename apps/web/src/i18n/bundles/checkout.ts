import { registerArea } from '../i18n';
import { checkoutEn } from '../locales/checkout/en';
import { checkoutHi } from '../locales/checkout/hi';
import { checkoutTa } from '../locales/checkout/ta';
import { checkoutTe } from '../locales/checkout/te';

// The checkout and order confirmation strings, added when either page loads.
registerArea({ en: checkoutEn, hi: checkoutHi, ta: checkoutTa, te: checkoutTe });
