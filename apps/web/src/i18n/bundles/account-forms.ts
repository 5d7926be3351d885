import { ACCOUNT_FORM_ANSWERS } from '@aabhushan/shared/schemas/account-form-answers';
import { registerArea } from '../i18n';
import { accountFormsEn } from '../locales/account-forms/en';
import { accountFormsHi } from '../locales/account-forms/hi';
import { accountFormsTa } from '../locales/account-forms/ta';
import { accountFormsTe } from '../locales/account-forms/te';
import { registerMessageGroups } from '../../lib/translate-message';

// The account forms (sign-up, new password, profile, sign-in after an e-mail change): their
// later strings, and the server answers only they show, added when such a page loads.
registerArea({ en: accountFormsEn, hi: accountFormsHi, ta: accountFormsTa, te: accountFormsTe });
// The success answers of these forms (a new password, an e-mail change) are shown by their codes.
registerMessageGroups({ ACCOUNT_FORM: ACCOUNT_FORM_ANSWERS });
