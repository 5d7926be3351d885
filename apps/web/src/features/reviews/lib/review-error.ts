import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';

/**
 * The message to show when posting fails: the server's own words for a refused review (400,
 * 403, 409: they are written for shoppers), the shell's catalogue text otherwise.
 */
export function getReviewErrorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.unexpected');
  if (error.kind === 'network') return t('errors.network');
  if (error.kind === 'timeout') return t('errors.timeout');
  // Signed out meanwhile (the session could not be refreshed): the spec's guest message.
  if (error.kind === 'http' && error.status === 401) return t('reviews.loginRequired');
  if (error.kind === 'http' && error.status >= 400 && error.status < 500 && error.message) return error.message;
  if (error.status >= 500) return t('errors.server');
  return t('errors.unexpected');
}
