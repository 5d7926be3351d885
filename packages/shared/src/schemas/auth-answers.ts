import { coded } from '../refusals/refusal-code';

/**
 * The answers of the accounts API. Spec A section 8 quotes some word for word; the rest are
 * ours. Shared so the storefront can show each one in the shopper's language.
 */
export const AUTH_ANSWERS = {
  registered: 'Account created successfully! Please check your email for verification.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  emailUsedByOther: 'This email is already used by another account.',
  loginOk: 'Login successful',
  invalidCredentials: 'Invalid email or password',
  sessionEnded: 'Your session has ended. Please sign in again.',
  refreshed: 'Session refreshed',
  otpSent: 'We have sent a 6-digit sign-in code to your email. It is valid for 10 minutes.',
  otpInvalid: 'Invalid or expired code',
  forgotAnswer: 'If an account exists for this email, a reset link has been sent.',
  profileLoaded: 'Profile loaded',
  profileUpdated: 'Profile updated successfully!',
  languageSaved: 'Your e-mails will be written in this language.',
  passwordUpdated: 'Password updated successfully!',
  loggedOut: 'Logged out successfully',
  tokenValid: 'Token is valid',
  checked: 'Authentication checked',
  xhrRequired: 'This request must come from the store (header X-Requested-With: XMLHttpRequest).',
} as const;

function inMinutes(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const tooManySignIns = coded('AUTH_TOO_MANY_SIGN_INS', ['count'], (minutes: number) => `Too many sign-in attempts. Please try again in ${inMinutes(minutes)}.`);

export const tooManyEmails = coded('AUTH_TOO_MANY_EMAILS', ['count'], (minutes: number) => `Too many requests for this email. Please try again in ${inMinutes(minutes)}.`);

export const tooManyRequests = coded('AUTH_TOO_MANY_REQUESTS', ['count'], (minutes: number) => `Too many requests from your network. Please try again in ${inMinutes(minutes)}.`);
