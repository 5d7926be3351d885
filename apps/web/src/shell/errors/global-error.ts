import { i18n } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-error';
import { sessionStore } from '../../lib/session/session-store';
import { REFRESH_URL } from '../../lib/session/token-refresh';
import { toastStore } from '../../lib/toast/toast-store';
import { createGlobalErrorHandler } from './global-error-handler';

interface GlobalErrorEffects {
  onUnauthorized?: () => void;
  onForbidden?: () => void;
}

let effects: GlobalErrorEffects = {};

/** The app wires navigation-dependent effects (401 logout, 403 access denied) once the router exists. */
export function configureGlobalErrorEffects(next: GlobalErrorEffects): void {
  effects = next;
}

/** The app's one global error handler: error log, spec toasts, 404 quiet rules. */
export const handleGlobalError = createGlobalErrorHandler({
  notify: (toast) => toastStore.show(toast),
  translate: (key) => i18n.t(key),
  // Page load time: the 30 s quiet period for public 404s counts from navigation start.
  loadedAt: typeof performance !== 'undefined' ? Math.round(performance.timeOrigin) : Date.now(),
  // Spec A section 8: a 401 nobody recovered from logs out (auth data cleared), then /login.
  onUnauthorized: () => {
    sessionStore.clear();
    effects.onUnauthorized?.();
  },
  onForbidden: () => effects.onForbidden?.(),
});

// A live session the server refused to refresh (the timer's refresh) ends like any 401:
// the 'Session expired. Please login again.' toast, then /login.
sessionStore.onExpired(() => handleGlobalError(new ApiError('http', 401, REFRESH_URL, 'Session expired')));

/** Errors nobody caught (thrown in handlers, rejected promises) reach the handler too. */
export function installGlobalErrorListeners(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    // Events without an error object (ResizeObserver loop notices, opaque cross-origin
    // "Script error.") are browser noise, not failures the shopper can act on.
    if (event.error == null) return;
    handleGlobalError(event.error);
  };
  const onRejection = (event: PromiseRejectionEvent) => handleGlobalError(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
