import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';
import { isCircuitOpenError } from '../../../lib/circuit-breaker';
import { translateApiMessage } from '../../../lib/translate-message';

export type CartOperation = 'add' | 'update' | 'remove' | 'clear' | 'coupon';

/** Per operation: 401 text and the fallback when neither the server nor a rule says more. */
const OPERATION_KEYS: Record<CartOperation, { unauthorized: string; fallback: string }> = {
  add: { unauthorized: 'cart.errors.loginAgain', fallback: 'cart.errors.addFailed' },
  update: { unauthorized: 'cart.errors.loginToManage', fallback: 'cart.errors.updateFailed' },
  remove: { unauthorized: 'cart.errors.loginToManage', fallback: 'cart.errors.removeFailed' },
  clear: { unauthorized: 'cart.errors.loginToManage', fallback: 'cart.errors.clearFailed' },
  coupon: { unauthorized: 'cart.errors.loginToManage', fallback: 'coupons.errors.validateFailed' },
};

/**
 * The cart's failure catalogue (spec A section 8): open circuit, timeout, network, 401, 429
 * and 5xx have their own words; a 4xx the server explained ('Maximum quantity available is 3',
 * 'Invalid coupon code') shows the server's reason in the shopper's language.
 */
export function getCartErrorMessage(error: unknown, operation: CartOperation, t: TFunction): string {
  const keys = OPERATION_KEYS[operation];
  if (isCircuitOpenError(error)) return t('cart.errors.unavailable');
  if (!isApiError(error)) return t(keys.fallback);
  if (error.kind === 'timeout') return t('cart.errors.timeout');
  if (error.kind === 'network') return t('cart.errors.network');
  if (error.kind !== 'http') return t(keys.fallback);
  if (error.status === 401) return t(keys.unauthorized);
  if (error.status === 429) return t('cart.errors.tooMany');
  if (error.status >= 500) return t('cart.errors.server');
  return error.message ? translateApiMessage(error, t) : t(keys.fallback);
}
