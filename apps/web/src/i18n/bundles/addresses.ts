import { codeOfKey } from '@aabhushan/shared/refusals/refusal-code';
import { ADDRESS_MESSAGES } from '@aabhushan/shared/schemas/address';
import { registerArea } from '../i18n';
import { addressesEn } from '../locales/addresses/en';
import { addressesHi } from '../locales/addresses/hi';
import { addressesTa } from '../locales/addresses/ta';
import { addressesTe } from '../locales/addresses/te';
import { registerMessageGroups } from '../../lib/translate-message';

type AddressStrings = typeof addressesEn;

/** The address messages also by their codes (ADDRESS_TOO_MANY), as the server's refusals name them. */
function withCodes(strings: AddressStrings) {
  const byCode = Object.entries(strings.addresses.messages).map(([key, text]) => [codeOfKey('ADDRESS', key), text]);
  return { ...strings, messages: Object.fromEntries(byCode) };
}

// The address book's and address form's strings, added when a page with them loads.
registerArea({ en: withCodes(addressesEn), hi: withCodes(addressesHi), ta: withCodes(addressesTa), te: withCodes(addressesTe) });
// The form's own validation texts are the shared schema's address messages.
registerMessageGroups({ ADDRESS: ADDRESS_MESSAGES });
