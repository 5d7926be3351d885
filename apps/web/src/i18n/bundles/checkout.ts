import { ACCOUNT_FORM_ANSWERS } from '@aabhushan/shared/schemas/account-form-answers';
import { PAYMENT_LIMIT_MESSAGES } from '@aabhushan/shared/rules/payment-amount';
import { registerArea } from '../i18n';
import { checkoutEn } from '../locales/checkout/en';
import { checkoutHi } from '../locales/checkout/hi';
import { checkoutTa } from '../locales/checkout/ta';
import { checkoutTe } from '../locales/checkout/te';
import { registerMessageGroups } from '../../lib/translate-message';

// The checkout and order confirmation strings, added when either page loads.
registerArea({ en: checkoutEn, hi: checkoutHi, ta: checkoutTa, te: checkoutTe });
// The checkout's own texts from the server: the resend-verification answer and why online payment is not offered.
registerMessageGroups({ ACCOUNT_FORM: ACCOUNT_FORM_ANSWERS, PAYMENT_LIMIT: PAYMENT_LIMIT_MESSAGES });
