import { readQueryParam, readUrlText } from '../url-params';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** Where sign-in goes when no returnUrl is given (spec A section 2). */
export const DEFAULT_AFTER_LOGIN = href('profile');

const STORE_ORIGIN = 'https://store.invalid';

/** '//host' and '/\host' are read by browsers as another site. */
const isOtherHost = (path: string) => path.startsWith('//') || path.startsWith('/\\');

/**
 * The same-site path a returnUrl names, normalised, or undefined. It must start with one '/'
 * (not '//' or '/\', before or after dot segments are resolved: '/.//evil.example' is
 * '//evil.example'), and carry no control characters or broken Unicode.
 */
export function toSameSitePath(raw: string | null | undefined): string | undefined {
  if (!raw || raw !== readUrlText(raw) || !raw.startsWith('/') || isOtherHost(raw)) return undefined;
  try {
    const url = new URL(raw, STORE_ORIGIN);
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === STORE_ORIGIN && !isOtherHost(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * ?returnUrl= of the sign-in and sign-up pages: a same-site path, or undefined when missing,
 * repeated or unsafe (sign-in then goes to DEFAULT_AFTER_LOGIN).
 */
export function readReturnUrl(params: URLSearchParams): string | undefined {
  return toSameSitePath(readQueryParam(params, 'returnUrl'));
}

/** The sign-in page for a guarded path: /login?returnUrl=<path and query>. */
export function buildLoginUrl(returnTo: string): string {
  return href('login', {}, { returnUrl: returnTo });
}
