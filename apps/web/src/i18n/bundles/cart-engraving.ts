import { ENGRAVING_MESSAGES } from '@aabhushan/shared/rules/engraving';
import { registerMessageGroups } from '../../lib/translate-message';
import { registerArea } from '../i18n';
import { cartEngravingEn } from '../locales/cart-engraving/en';
import { cartEngravingHi } from '../locales/cart-engraving/hi';
import { cartEngravingTa } from '../locales/cart-engraving/ta';
import { cartEngravingTe } from '../locales/cart-engraving/te';

// The cart line's engraving editor, added when the cart page or sidebar loads.
registerArea({ en: cartEngravingEn, hi: cartEngravingHi, ta: cartEngravingTa, te: cartEngravingTe });
// The rule's sentences, said as typed, are shown by their codes in the page's language.
registerMessageGroups({ ENGRAVING: ENGRAVING_MESSAGES });
