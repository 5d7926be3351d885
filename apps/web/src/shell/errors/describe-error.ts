import { isApiError } from '../../lib/api-error';
import type { ToastType } from '../../lib/toast/toast-store';

/** What the global handler shows for an error: i18n keys whose English text is the spec's. */
export interface ErrorDescription {
  kind: string;
  messageKey: string;
  titleKey?: string;
  type: ToastType;
  effect?: 'logout' | 'access-denied';
  status?: number;
  url?: string;
}

/** Maps an error to the spec A section 8 catalogue (HTTP status, network, timeout, TypeError, RangeError). */
export function describeError(error: unknown): ErrorDescription {
  if (isApiError(error)) {
    const base = { status: error.status, url: error.url };
    if (error.kind === 'network') {
      return { ...base, kind: 'network', messageKey: 'errors.network', titleKey: 'errors.titles.connection', type: 'error' };
    }
    if (error.kind === 'timeout') return { ...base, kind: 'timeout', messageKey: 'errors.timeout', type: 'error' };
    if (error.kind === 'http') return { ...base, ...describeStatus(error.status) };
    return { ...base, kind: 'other', messageKey: 'errors.unexpected', type: 'error' };
  }
  if (error instanceof TypeError) return { kind: 'type', messageKey: 'errors.typeError', type: 'error' };
  if (error instanceof RangeError) return { kind: 'range', messageKey: 'errors.rangeError', type: 'error' };
  return { kind: 'other', messageKey: 'errors.unexpected', type: 'error' };
}

function describeStatus(status: number): Omit<ErrorDescription, 'status' | 'url'> {
  if (status === 401) {
    return {
      kind: 'http-401',
      messageKey: 'errors.sessionExpired',
      titleKey: 'errors.titles.authentication',
      type: 'error',
      effect: 'logout',
    };
  }
  if (status === 403) {
    return {
      kind: 'http-403',
      messageKey: 'errors.forbidden',
      titleKey: 'errors.titles.accessDenied',
      type: 'error',
      effect: 'access-denied',
    };
  }
  if (status === 404) {
    return { kind: 'http-404', messageKey: 'errors.notFound', titleKey: 'errors.titles.notFound', type: 'warning' };
  }
  if (status >= 500) {
    return { kind: `http-${status}`, messageKey: 'errors.server', titleKey: 'errors.titles.server', type: 'error' };
  }
  return { kind: `http-${status}`, messageKey: 'errors.unexpected', type: 'error' };
}
