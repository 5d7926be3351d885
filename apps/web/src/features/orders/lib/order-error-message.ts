import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';
import { translateApiMessage } from '../../../lib/translate-message';

/**
 * An order action's failure: the server's own reason for a refusal (4xx, e.g. the order can no
 * longer be cancelled), else the spec's fallback ('Failed to cancel order', spec B section 8).
 */
export function getOrderErrorMessage(error: unknown, fallback: string, t: TFunction): string {
  if (isApiError(error) && error.kind === 'http' && error.status >= 400 && error.status < 500 && error.status !== 401 && error.message) {
    return translateApiMessage(error, t);
  }
  return fallback;
}
