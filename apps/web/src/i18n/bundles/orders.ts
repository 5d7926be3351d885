import { registerArea } from '../i18n';
import { ordersEn } from '../locales/orders/en';
import { ordersHi } from '../locales/orders/hi';
import { ordersTa } from '../locales/orders/ta';
import { ordersTe } from '../locales/orders/te';

// My Orders, order detail and tracking strings, added when one of those pages loads.
registerArea({ en: ordersEn, hi: ordersHi, ta: ordersTa, te: ordersTe });
