import type { TFunction } from 'i18next';
import { isApiError } from './api-error';
import { translateApiMessage } from './translate-message';

export interface ErrorMessageOptions {
  /** The form's own failure text (e.g. 'Login failed. …') for anything but a 4xx with a message. */
  fallback?: string;
  /** Shown for a 401 where it means "signed out meanwhile" (not on sign-in forms). */
  unauthorized?: string;
}

/**
 * The one place that turns a failed call into the words a form shows: a 4xx answer's own
 * message (written for shoppers: wrong password, duplicate e-mail, too many attempts) in the
 * current language; else the form's fallback, or the shell's network / timeout / server text.
 */
export function getErrorMessage(error: unknown, t: TFunction, { fallback, unauthorized }: ErrorMessageOptions = {}): string {
  if (isApiError(error) && error.kind === 'http') {
    if (error.status === 401 && unauthorized) return unauthorized;
    if (error.status >= 400 && error.status < 500 && error.message) return translateApiMessage(error, t);
  }
  if (fallback) return fallback;
  if (!isApiError(error)) return t('errors.unexpected');
  if (error.kind === 'network') return t('errors.network');
  if (error.kind === 'timeout') return t('errors.timeout');
  if (error.status >= 500) return t('errors.server');
  return t('errors.unexpected');
}
