import { ACCOUNT_FORM_ANSWERS } from '@aabhushan/shared/schemas/account-form-answers';
import { registerArea } from '../i18n';
import { accountFormsEn } from '../locales/account-forms/en';
import { accountFormsHi } from '../locales/account-forms/hi';
import { accountFormsTa } from '../locales/account-forms/ta';
import { accountFormsTe } from '../locales/account-forms/te';
import { addServerMessages } from '../../lib/translate-message';

// The account forms (sign-up, new password, profile, sign-in after an e-mail change): their
// later strings, and the server answers only they show, added when such a page loads.
registerArea({ en: accountFormsEn, hi: accountFormsHi, ta: accountFormsTa, te: accountFormsTe });
addServerMessages({
  resetOk: ACCOUNT_FORM_ANSWERS.resetOk,
  resetInvalid: ACCOUNT_FORM_ANSWERS.resetInvalid,
  currentPasswordWrong: ACCOUNT_FORM_ANSWERS.currentPasswordWrong,
  samePassword: ACCOUNT_FORM_ANSWERS.samePassword,
  passwordTooCommon: ACCOUNT_FORM_ANSWERS.passwordTooCommon,
  emailChangeNeedsPassword: ACCOUNT_FORM_ANSWERS.emailChangeNeedsPassword,
  emailChangePending: ACCOUNT_FORM_ANSWERS.emailChangePending,
});
