import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { en } from '../../i18n/locales/en';
import type { ToastInput } from '../../lib/toast/toast-store';
import { ErrorLog, ERROR_LOG_LIMIT } from './error-log';
import { createGlobalErrorHandler, shouldSuppressNotFound } from './global-error-handler';

/** English text for a dotted key, as the app's translate would give it. */
function translate(key: string): string {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
}

function setup(startAt = 0) {
  let now = startAt;
  const toasts: ToastInput[] = [];
  const onUnauthorized = vi.fn();
  const onForbidden = vi.fn();
  const log = new ErrorLog(null);
  const handle = createGlobalErrorHandler({
    notify: (toast) => toasts.push(toast),
    translate,
    log,
    now: () => now,
    loadedAt: 0,
    onUnauthorized,
    onForbidden,
  });
  return {
    handle,
    toasts,
    log,
    onUnauthorized,
    onForbidden,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const http = (status: number, url = '/api/orders/1') => new ApiError('http', status, url, 'server says');

describe('global error handler: the spec A section 8 catalogue', () => {
  it.each([
    [401, 'Session expired. Please login again.', 'Authentication Error', 'error'],
    [403, 'You do not have permission to access this resource.', 'Access Denied', 'error'],
    [404, 'The requested resource was not found.', 'Not Found', 'warning'],
    [500, 'A server error occurred. Please try again later.', 'Server Error', 'error'],
    [503, 'A server error occurred. Please try again later.', 'Server Error', 'error'],
  ])('HTTP %i -> %s', (status, message, title, type) => {
    const { handle, toasts } = setup(60_000);
    handle(http(status));
    expect(toasts).toEqual([{ message, title, type }]);
  });

  it('maps network failures, timeouts and other errors', () => {
    const { handle, toasts } = setup(60_000);
    handle(new ApiError('network', 0, '/api/public/product', 'failed'));
    handle(new ApiError('timeout', 0, '/api/public/product', 'slow'));
    handle(new TypeError('x is undefined'));
    handle(new RangeError('bad length'));
    handle(new Error('odd'));
    handle(http(422));
    expect(toasts).toEqual([
      {
        type: 'error',
        title: 'Connection Error',
        message: 'Network connection issue. Please check your internet connection.',
      },
      { type: 'error', title: undefined, message: 'The request timed out. Please try again.' },
      { type: 'error', title: undefined, message: 'A type error occurred in the application.' },
      { type: 'error', title: undefined, message: 'A range error occurred in the application.' },
      { type: 'error', title: undefined, message: 'An unexpected error occurred. Please try again later.' },
      { type: 'error', title: undefined, message: 'An unexpected error occurred. Please try again later.' },
    ]);
  });

  it('logs out on 401 and sends 403 to access denied', () => {
    const { handle, onUnauthorized, onForbidden } = setup(60_000);
    handle(http(401));
    handle(http(403));
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onForbidden).toHaveBeenCalledOnce();
  });

  it('keeps the last 50 entries in the error log', () => {
    const { handle, log } = setup(60_000);
    for (let i = 0; i < ERROR_LOG_LIMIT + 7; i += 1) handle(new Error(`error ${i}`));
    expect(log.entries()).toHaveLength(ERROR_LOG_LIMIT);
    expect(log.entries()[0]!.message).toBe('error 7');
    expect(log.entries().at(-1)!.message).toBe(`error ${ERROR_LOG_LIMIT + 6}`);
  });
});

describe('404 toast suppression', () => {
  it('stays quiet for /api/public/ URLs in the first 30 s after page load', () => {
    const { handle, toasts, advance, log } = setup(0);
    handle(http(404, '/api/public/product/unknown'));
    advance(29_000);
    handle(http(404, '/api/public/banner'));
    expect(toasts).toHaveLength(0);
    expect(log.entries()).toHaveLength(2);
  });

  it('shows a public 404 after the first 30 s', () => {
    const { handle, toasts } = setup(30_000);
    handle(http(404, '/api/public/product/unknown'));
    expect(toasts).toHaveLength(1);
  });

  it('stays quiet when 2 or more 404s occurred within 10 s', () => {
    const { handle, toasts, advance } = setup(60_000);
    handle(http(404, '/api/public/a'));
    advance(9_000);
    handle(http(404, '/api/public/b'));
    expect(toasts).toHaveLength(1);
    advance(11_000);
    handle(http(404, '/api/public/c'));
    expect(toasts).toHaveLength(2);
  });

  it('shows non-public 404s during the startup quiet period', () => {
    const { handle, toasts } = setup(0);
    handle(http(404, '/api/orders/1'));
    expect(toasts).toHaveLength(1);
  });

  it('applies the burst rule to non-public URLs too', () => {
    const { handle, toasts } = setup(0);
    handle(http(404, '/api/orders/1'));
    handle(http(404, '/api/orders/2'));
    expect(toasts).toHaveLength(1);
  });

  it('shouldSuppressNotFound follows the same rules', () => {
    expect(shouldSuppressNotFound('/api/public/x', 1_000, 0, [1_000])).toBe(true);
    expect(shouldSuppressNotFound('/api/public/x', 40_000, 0, [40_000])).toBe(false);
    expect(shouldSuppressNotFound('/api/public/x', 40_000, 0, [35_000, 40_000])).toBe(true);
    expect(shouldSuppressNotFound('/api/public/x', 40_000, 0, [25_000, 40_000])).toBe(false);
    expect(shouldSuppressNotFound('/api/orders/1', 1_000, 0, [1_000])).toBe(false);
    expect(shouldSuppressNotFound('/api/orders/1', 1_000, 0, [500, 1_000])).toBe(true);
  });
});
