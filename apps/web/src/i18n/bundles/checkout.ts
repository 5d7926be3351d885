import { registerArea } from '../i18n';
import { checkoutEn } from '../locales/checkout/en';
import { checkoutHi } from '../locales/checkout/hi';
import { checkoutTa } from '../locales/checkout/ta';
import { checkoutTe } from '../locales/checkout/te';
import { addServerMessages } from '../../lib/translate-message';

// The checkout and order confirmation strings, added when either page loads.
registerArea({ en: checkoutEn, hi: checkoutHi, ta: checkoutTa, te: checkoutTe });
// The server's answers only the checkout shows (its English texts are theirs, word for word).
addServerMessages(checkoutEn.messages);
