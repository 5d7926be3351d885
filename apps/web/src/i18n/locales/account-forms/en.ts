import { ACCOUNT_FORM_ANSWERS } from '@aabhushan/shared/schemas/account-form-answers';

/**
 * The account forms' later strings in English: a change of the sign-in e-mail (the profile
 * form's hint, the notices after its links) and the server answers only these forms show
 * (ACCOUNT_FORM_ANSWERS, word for word). Loaded with the pages that show them
 * (bundles/account-forms.ts), so they stay out of the first view; other languages must have
 * every key.
 */
export type AccountFormsMessages = {
  emailChange: { hint: string; changed: string; invalid: string; taken: string; restored: string };
  myData: { title: string; text: string; download: string; downloading: string; failed: string };
  messages: { resetOk: string; resetInvalid: string; currentPasswordWrong: string; samePassword: string; passwordTooCommon: string; emailChangeNeedsPassword: string; emailChangePending: string };
};

export const accountFormsEn: AccountFormsMessages = {
  emailChange: {
    hint: 'To change your e-mail, enter your current password. We send a link to the new address; the change happens when you open it.',
    changed: 'Your e-mail address is changed. Please sign in with the new one.',
    invalid: 'This link is invalid or has expired. Your e-mail address has not changed.',
    taken: 'That e-mail address now belongs to another account, so yours has not changed.',
    restored: 'Your account keeps its e-mail address and every device has been signed out. Choose a new password to sign in again.',
  },
  myData: {
    title: 'Your data',
    text: 'Download everything we keep about you (profile, addresses, orders, reviews, wishlist and sign-ins) as one file.',
    download: 'Download my data',
    downloading: 'Preparing your file…',
    failed: 'Your data could not be downloaded. Please try again.',
  },
  messages: {
    resetOk: ACCOUNT_FORM_ANSWERS.resetOk,
    resetInvalid: ACCOUNT_FORM_ANSWERS.resetInvalid,
    currentPasswordWrong: ACCOUNT_FORM_ANSWERS.currentPasswordWrong,
    samePassword: ACCOUNT_FORM_ANSWERS.samePassword,
    passwordTooCommon: ACCOUNT_FORM_ANSWERS.passwordTooCommon,
    emailChangeNeedsPassword: ACCOUNT_FORM_ANSWERS.emailChangeNeedsPassword,
    emailChangePending: ACCOUNT_FORM_ANSWERS.emailChangePending,
  },
};
