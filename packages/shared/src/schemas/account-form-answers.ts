/**
 * Answers of the accounts API that only the account forms show (sign-up, new password,
 * password change, profile). A module apart from AUTH_ANSWERS (./auth-answers.ts), so they stay
 * out of the storefront's first view: those pages load them with their translations
 * (apps/web/src/i18n/bundles/account-forms.ts).
 */
export const ACCOUNT_FORM_ANSWERS = {
  resetOk: 'Your password has been reset. Please sign in with your new password.',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  currentPasswordWrong: 'Current password is incorrect',
  samePassword: 'New password must be different from your current password',
  passwordTooCommon: 'This password is too common. Please choose another.',
  emailChangeNeedsPassword: 'Enter your current password to change your e-mail address.',
  emailChangePending: 'We have sent a confirmation link to your new e-mail address. Your sign-in e-mail changes when you open it.',
  verificationSent: 'We have sent you a new verification link. It is valid for 24 hours.',
  alreadyVerified: 'Your e-mail address is already verified.',
} as const;
