/** Where sign-in goes when no returnUrl is given (spec A section 2). */
export const DEFAULT_AFTER_LOGIN = '/profile';

/**
 * A returnUrl is honoured only as a same-site path: it starts with one '/', and not with
 * '//' or '/\' (which browsers treat as another host), and has no control characters.
 */
export function getSafeReturnUrl(raw: string | null | undefined, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (!raw) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  try {
    const url = new URL(raw, 'https://store.invalid');
    if (url.origin !== 'https://store.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The sign-in page for a guarded path: /login?returnUrl=<path and query>. */
export function buildLoginUrl(returnTo: string): string {
  return `/login?returnUrl=${encodeURIComponent(returnTo)}`;
}
