import { registerArea } from '../i18n';
import { accountFormsEn } from '../locales/account-forms/en';
import { accountFormsHi } from '../locales/account-forms/hi';
import { accountFormsTa } from '../locales/account-forms/ta';
import { accountFormsTe } from '../locales/account-forms/te';
import { addServerMessages } from '../../lib/translate-message';

// The account forms (sign-up, new password, profile, sign-in after an e-mail change): their
// later strings, and the server answers only they show, added when such a page loads.
registerArea({ en: accountFormsEn, hi: accountFormsHi, ta: accountFormsTa, te: accountFormsTe });
// The English texts of its messages are the server's answers, word for word (ACCOUNT_FORM_ANSWERS).
addServerMessages(accountFormsEn.messages);
