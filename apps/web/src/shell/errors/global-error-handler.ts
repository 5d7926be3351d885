import type { ToastInput } from '../../lib/toast/toast-store';
import { describeError } from './describe-error';
import { ErrorLog } from './error-log';

/** 404 toasts for public reads stay quiet this long after the page loads. */
export const NOT_FOUND_STARTUP_QUIET_MS = 30_000;
/** Any 404 toast stays quiet whenever this many 404s (counting this one) happened within the burst window. */
export const NOT_FOUND_BURST_COUNT = 2;
export const NOT_FOUND_BURST_WINDOW_MS = 10_000;
export const PUBLIC_API_PREFIX = '/api/public/';

export interface GlobalErrorHandlerDeps {
  notify: (toast: ToastInput) => void;
  translate: (key: string) => string;
  log?: ErrorLog;
  now?: () => number;
  /** Time of page load, in the same clock as `now`. */
  loadedAt?: number;
  onUnauthorized?: () => void;
  onForbidden?: () => void;
}

/**
 * Whether a 404 toast is suppressed: for /api/public/ URLs during the first 30 s after
 * page load, or when 2 or more 404s occurred within 10 s (spec A section 8).
 */
export function shouldSuppressNotFound(url: string, now: number, loadedAt: number, recent404s: readonly number[]): boolean {
  if (url.includes(PUBLIC_API_PREFIX) && now - loadedAt < NOT_FOUND_STARTUP_QUIET_MS) return true;
  return recent404s.filter((at) => now - at <= NOT_FOUND_BURST_WINDOW_MS).length >= NOT_FOUND_BURST_COUNT;
}

export type GlobalErrorHandler = (error: unknown) => void;

/** Logs every error, then shows the spec's toast and runs its effect (logout, access denied). */
export function createGlobalErrorHandler(deps: GlobalErrorHandlerDeps): GlobalErrorHandler {
  const now = deps.now ?? (() => Date.now());
  const loadedAt = deps.loadedAt ?? now();
  const log = deps.log ?? new ErrorLog();
  let recent404s: number[] = [];

  return (error: unknown) => {
    const description = describeError(error);
    const at = now();
    log.add({
      at: new Date(at).toISOString(),
      kind: description.kind,
      message: error instanceof Error ? error.message : String(error),
      status: description.status,
      url: description.url,
    });

    if (description.status === 404) {
      recent404s = [...recent404s.filter((t) => at - t <= NOT_FOUND_BURST_WINDOW_MS), at];
      if (shouldSuppressNotFound(description.url ?? '', at, loadedAt, recent404s)) return;
    }

    deps.notify({
      type: description.type,
      message: deps.translate(description.messageKey),
      title: description.titleKey ? deps.translate(description.titleKey) : undefined,
    });
    if (description.effect === 'logout') deps.onUnauthorized?.();
    if (description.effect === 'access-denied') deps.onForbidden?.();
  };
}
