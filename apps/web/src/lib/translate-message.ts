import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES } from '@aabhushan/shared/schemas/auth';
import { NEWSLETTER_MESSAGES } from '@aabhushan/shared/schemas/newsletter';
import { REVIEW_MESSAGES } from '@aabhushan/shared/schemas/reviews';

/**
 * DECISIONS section 8: every interface string follows the language picker, including the
 * shared schemas' validation messages and the API's answers, which arrive in English. Each
 * known English text maps to its key in locales/messages/; unknown texts are shown as sent.
 */
const EXACT: Record<string, string> = {
  [AUTH_MESSAGES.emailRequired]: 'emailRequired',
  [AUTH_MESSAGES.emailInvalid]: 'emailInvalid',
  [AUTH_MESSAGES.passwordRequired]: 'passwordRequired',
  [AUTH_MESSAGES.passwordTooShort]: 'passwordTooShort',
  'Password must be at most 128 characters': 'passwordTooLong',
  [AUTH_MESSAGES.passwordPolicy]: 'passwordPolicy',
  [AUTH_MESSAGES.nameRequired]: 'nameRequired',
  [AUTH_MESSAGES.nameTooShort]: 'nameTooShort',
  'Name must be at most 100 characters': 'nameTooLong',
  [AUTH_MESSAGES.phoneRequired]: 'phoneRequired',
  [AUTH_MESSAGES.phoneInvalid]: 'phoneInvalid',
  [AUTH_MESSAGES.dobRequired]: 'dobRequired',
  [AUTH_MESSAGES.dobInvalid]: 'dobInvalid',
  [AUTH_MESSAGES.genderRequired]: 'genderRequired',
  [AUTH_MESSAGES.confirmRequired]: 'confirmRequired',
  [AUTH_MESSAGES.passwordsDoNotMatch]: 'passwordsDoNotMatch',
  [AUTH_MESSAGES.termsRequired]: 'termsRequired',
  [AUTH_MESSAGES.profileEmailInvalid]: 'profileEmailInvalid',
  [AUTH_MESSAGES.profilePhoneInvalid]: 'profilePhoneInvalid',
  [AUTH_MESSAGES.profilePincodeInvalid]: 'profilePincodeInvalid',
  [AUTH_MESSAGES.profileInvalidSubmit]: 'profileInvalidSubmit',
  [AUTH_MESSAGES.currentPasswordRequired]: 'currentPasswordRequired',
  [AUTH_MESSAGES.otpInvalid]: 'otpInvalid',
  [AUTH_MESSAGES.tokenRequired]: 'tokenRequired',
  [REVIEW_MESSAGES.rating]: 'reviewRating',
  [REVIEW_MESSAGES.commentTooShort]: 'reviewTooShort',
  [REVIEW_MESSAGES.commentTooLong]: 'reviewTooLong',
  [REVIEW_MESSAGES.posted]: 'reviewPosted',
  [REVIEW_MESSAGES.duplicate]: 'reviewDuplicate',
  [NEWSLETTER_MESSAGES.subscribed]: 'newsletterSubscribed',
  [NEWSLETTER_MESSAGES.alreadySubscribed]: 'newsletterAlready',
  [NEWSLETTER_MESSAGES.tooMany]: 'newsletterTooMany',
  // The accounts API's answers (apps/api/src/modules/auth/auth-messages.ts) and the guards'.
  'Account created successfully! Please check your email for verification.': 'registered',
  'An account with this email already exists. Please sign in instead.': 'emailTaken',
  'This email is already used by another account.': 'emailUsedByOther',
  'Invalid email or password': 'invalidCredentials',
  'Your session has ended. Please sign in again.': 'sessionEnded',
  'We have sent a 6-digit sign-in code to your email. It is valid for 10 minutes.': 'otpSent',
  'No account found with this email': 'noAccount',
  'Invalid or expired code': 'otpRefused',
  'If an account exists for this email, a reset link has been sent.': 'forgotAnswer',
  'Your password has been reset. Please sign in with your new password.': 'resetOk',
  'This reset link is invalid or has expired. Please request a new one.': 'resetInvalid',
  'Profile updated successfully!': 'profileUpdated',
  'Password updated successfully!': 'passwordUpdated',
  'Current password is incorrect': 'currentPasswordWrong',
  'New password must be different from your current password': 'samePassword',
  'We could not send the e-mail just now. Please try again in a few minutes.': 'mailFailed',
  'Please sign in to continue.': 'signInRequired',
  'You do not have permission to perform this action': 'forbidden',
  'Product not found': 'productNotFound',
  'The request is not valid.': 'requestInvalid',
};

/** Messages with a number in them: the number becomes the interpolation value. */
const PATTERNS: ReadonlyArray<{ pattern: RegExp; key: string; value: 'count' | 'max' }> = [
  { pattern: /^Too many sign-in attempts\. Please try again in (\d+) minutes?\.$/, key: 'tooManySignIns', value: 'count' },
  { pattern: /^Too many requests for this email\. Please try again in (\d+) minutes?\.$/, key: 'tooManyEmails', value: 'count' },
  { pattern: /^Too many requests from your network\. Please try again in (\d+) minutes?\.$/, key: 'tooManyRequests', value: 'count' },
  { pattern: /^Must be at most (\d+) characters$/, key: 'tooLong', value: 'max' },
];

/** The message in the current language; an unknown message is returned as it was sent. */
export function translateMessage(message: string, t: TFunction): string {
  const key = EXACT[message];
  if (key) return t(`messages.${key}`);
  for (const { pattern, key: patternKey, value } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return t(`messages.${patternKey}`, { [value]: Number(match[1]) });
  }
  return message;
}

/** For form fields: `tm(errors.email?.message)` (undefined stays undefined). */
export function useTranslateMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback((message: string | undefined) => (message ? translateMessage(message, t) : message), [t]);
}
