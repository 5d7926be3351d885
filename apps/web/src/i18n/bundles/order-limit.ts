import { registerArea } from '../i18n';
import { orderLimitEn } from '../locales/order-limit/en';
import { orderLimitHi } from '../locales/order-limit/hi';
import { orderLimitTa } from '../locales/order-limit/ta';
import { orderLimitTe } from '../locales/order-limit/te';

// The payment-maximum note of the cart and the checkout, added when it shows.
registerArea({ en: orderLimitEn, hi: orderLimitHi, ta: orderLimitTa, te: orderLimitTe });
