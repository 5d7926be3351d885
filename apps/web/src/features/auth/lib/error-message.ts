import { isApiError } from '../../../lib/api-error';

/**
 * The message to show for a failed auth call: the server's own words for a 4xx answer
 * (wrong password, duplicate e-mail, too many attempts), else the caller's fallback.
 */
export function getServerMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.kind === 'http' && error.status < 500 && error.message) return error.message;
  return fallback;
}
