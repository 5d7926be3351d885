import type { RefreshAnswer } from '@aabhushan/shared/schemas/auth';
import { ApiError, isApiError, refusalOf } from '../api-error';
import { DEFAULT_TIMEOUT_MS } from '../request-timeout';
import { isTokenExpired } from './jwt';
import { clearStoredAuth, readStoredAuth, readStoredToken, writeStoredAuth } from './token-storage';

export const REFRESH_URL = '/api/auth/refresh';

type RefreshedListener = (expiresInSeconds: number) => void;
type EndedListener = () => void;

const refreshedListeners = new Set<RefreshedListener>();
const endedListeners = new Set<EndedListener>();

/** The session store reschedules its refresh timer whenever a new token arrives. */
export function onTokenRefreshed(listener: RefreshedListener): () => void {
  refreshedListeners.add(listener);
  return () => refreshedListeners.delete(listener);
}

/** Called once auth data was cleared because the server ended the session (refresh refused). */
export function onSessionEnded(listener: EndedListener): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

/** Answers that mean the refresh cookie is missing, expired, revoked or reused. */
const SESSION_REFUSED = new Set([400, 401, 403]);

let inFlight: Promise<string> | null = null;

/**
 * Exchanges the httpOnly refresh cookie for a new access token. Only one refresh runs at a
 * time: every caller during a refresh (waiting 401s, the timer) shares its result.
 * A refusal clears auth data and throws a 401 ApiError; a network failure keeps the session.
 */
export function refreshAccessToken(): Promise<string> {
  inFlight ??= runRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** True while a refresh is running (tests and diagnostics). */
export function isRefreshing(): boolean {
  return inFlight !== null;
}

/**
 * True when the server refused the refresh (the session is over and auth data is cleared),
 * as opposed to a refresh that failed on the way or on a busy server, which keeps the session.
 */
export function isRefreshRefusal(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 401 && error.url === REFRESH_URL;
}

type RefreshBody = { success?: boolean; message?: string; data?: RefreshAnswer } | null;

/**
 * The refresh call and its answer, abandoned after DEFAULT_TIMEOUT_MS: a hung refresh would
 * otherwise hold every request waiting on it. A timeout counts as a network failure.
 */
async function fetchRefresh(): Promise<{ response: Response; body: RefreshBody }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DEFAULT_TIMEOUT_MS);
  try {
    const response = await fetch(REFRESH_URL, {
      method: 'POST',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      credentials: 'same-origin',
      signal: controller.signal,
    });
    const body = (await response.json().catch(() => null)) as RefreshBody;
    if (controller.signal.aborted) throw new Error('aborted');
    return { response, body };
  } catch {
    throw new ApiError('network', 0, REFRESH_URL, 'Network request failed.');
  } finally {
    clearTimeout(timer);
  }
}

async function runRefresh(): Promise<string> {
  const { response, body } = await fetchRefresh();
  const token = body?.data?.refreshToken ?? body?.data?.accessToken;
  if (response.ok && body?.success !== false && typeof token === 'string' && token) {
    const expiresIn = typeof body?.data?.expiresIn === 'number' ? body.data.expiresIn : 0;
    // The new token stays where the old one was (remember-me), or in session storage in a new tab.
    writeStoredAuth({ token, expiresIn }, readStoredAuth()?.remember ?? false);
    refreshedListeners.forEach((listener) => listener(expiresIn));
    return token;
  }
  if (!SESSION_REFUSED.has(response.status)) {
    // The server failed or is busy (5xx, 429), not the session: keep it, report the error.
    throw new ApiError('http', response.status, REFRESH_URL, body?.message || 'Request failed', refusalOf(body));
  }
  endSession();
  throw new ApiError('http', 401, REFRESH_URL, body?.message || 'Session expired', refusalOf(body));
}

/** Clears auth data and tells the session store (spec A section 4: refresh failure). */
export function endSession(): void {
  clearStoredAuth();
  endedListeners.forEach((listener) => listener());
}

/**
 * The token to send: the stored one while valid; an expired or malformed stored token is
 * refreshed first (the refresh cookie outlives it). Null when there is no session.
 */
export async function getUsableToken(now: number = Date.now()): Promise<string | null> {
  const stored = readStoredAuth();
  if (!stored) return null;
  if (!isTokenExpired(stored.token, now, stored.expiresAt)) return stored.token;
  try {
    return await refreshAccessToken();
  } catch {
    // A refusal cleared the token (null). A network failure, timeout, 5xx or 429 keeps the
    // session: the old token goes along and the request reports its own failure.
    return readStoredToken();
  }
}
