import { registerArea } from '../i18n';
import { addressesEn } from '../locales/addresses/en';
import { addressesHi } from '../locales/addresses/hi';
import { addressesTa } from '../locales/addresses/ta';
import { addressesTe } from '../locales/addresses/te';

// The address book's and address form's strings, added when a page with them loads.
registerArea({ en: addressesEn, hi: addressesHi, ta: addressesTa, te: addressesTe });
