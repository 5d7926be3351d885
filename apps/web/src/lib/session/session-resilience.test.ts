import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../api-client';
import { DEFAULT_TIMEOUT_MS } from '../request-timeout';
import { STORAGE_KEYS } from '../storage';
import { SessionStore } from './session-store';
import { demoUser, jsonAnswer, makeJwt } from './test-helpers';
import { getUsableToken, refreshAccessToken } from './token-refresh';
import { EXPIRES_AT_KEY, readStoredAuth, SESSION_HINT_KEY, TOKEN_KEY, USER_INFO_KEY } from './token-storage';

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (call: Parameters<typeof fetch>) => String(call[0]);
const headersOf = (call: Parameters<typeof fetch>) => (call[1]?.headers ?? {}) as Record<string, string>;
const refreshed = (token: string, expiresIn = 900) =>
  jsonAnswer(200, { success: true, message: 'Session refreshed', data: { refreshToken: token, expiresIn } });

/** A fetch that never answers, but honours its abort signal like the browser's. */
function hangingFetch(_input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('a hung refresh', () => {
  it('is abandoned after the default timeout as a network failure, keeping the session', async () => {
    vi.useFakeTimers();
    const token = makeJwt(3600);
    window.localStorage.setItem(TOKEN_KEY, token);
    fetchMock.mockImplementation(hangingFetch);
    const outcome = refreshAccessToken().then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]![1]?.signal).toBeInstanceOf(AbortSignal);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ kind: 'network', url: '/api/auth/refresh' });
    expect(readStoredAuth()?.token).toBe(token);
  });
});

describe('logout', () => {
  it('clears everything and goes to /login before the server answers, sending the old bearer with keepalive', async () => {
    const token = makeJwt(3600);
    let answer!: (response: Response) => void;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const store = new SessionStore();
    const navigate = vi.fn();
    store.setNavigator(navigate, '/login');
    store.signIn({ accessToken: token, expiresIn: 3600, user: demoUser }, true);
    window.localStorage.setItem(STORAGE_KEYS.recentSearches, '["jhumka"]');
    const done = store.signOut();
    await Promise.resolve();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(store.getSnapshot().status).toBe('signed-out');
    for (const key of [TOKEN_KEY, USER_INFO_KEY, EXPIRES_AT_KEY, SESSION_HINT_KEY, STORAGE_KEYS.recentSearches]) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
    const call = fetchMock.mock.calls[0]!;
    expect(urlOf(call)).toBe('/api/auth/logout');
    expect(call[1]).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(headersOf(call).Authorization).toBe(`Bearer ${token}`);
    answer(jsonAnswer(200, { success: true, message: 'Logged out successfully', data: null }));
    await done;
  });

  it('still tells the server when no token is stored here, so the refresh cookie is revoked', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    const store = new SessionStore();
    await expect(store.signOut()).resolves.toBeUndefined();
    expect(fetchMock.mock.calls.map(urlOf)).toEqual(['/api/auth/logout']);
    expect(headersOf(fetchMock.mock.calls[0]!).Authorization).toBeUndefined();
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('counts the logouts the shopper asks for, before its navigation starts', async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, { success: true, message: 'Logged out successfully', data: null }));
    const store = new SessionStore();
    let duringNavigation: number | null = null;
    store.setNavigator(() => {
      duringNavigation = store.userSignOuts();
    }, '/login');
    store.signIn({ accessToken: makeJwt(3600), expiresIn: 3600, user: demoUser }, false);
    expect(store.userSignOuts()).toBe(0);
    await store.signOut();
    expect(duringNavigation).toBe(1);
    expect(store.userSignOuts()).toBe(1);
  });
});

describe('expiry by the device clock', () => {
  const SKEW_MS = 20 * 60_000;

  it('a fresh token is used without a refresh although the device clock runs 20 minutes ahead', async () => {
    vi.useFakeTimers({ now: Date.now() + SKEW_MS });
    // The server signed it with its own clock: by the exp claim it looks expired here.
    const token = makeJwt(900, Date.now() - SKEW_MS);
    const store = new SessionStore();
    store.signIn({ accessToken: token, expiresIn: 900, user: demoUser }, false);
    fetchMock.mockResolvedValue(refreshed(makeJwt(900)));
    await expect(getUsableToken()).resolves.toBe(token);
    expect(fetchMock).not.toHaveBeenCalled();
    // The timer follows the local expiry too: 900 s - 5 min.
    await vi.advanceTimersByTimeAsync(600_000 - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock.mock.calls.map(urlOf)).toEqual(['/api/auth/refresh']);
    store.clear();
  });

  it('a restored token is refreshed by its local expiry, whatever its exp claim says', async () => {
    const looksValid = makeJwt(3600);
    window.sessionStorage.setItem(TOKEN_KEY, looksValid);
    window.sessionStorage.setItem(EXPIRES_AT_KEY, String(Date.now() - 1000));
    const fresh = makeJwt(900);
    fetchMock.mockResolvedValue(refreshed(fresh));
    await expect(getUsableToken()).resolves.toBe(fresh);
    expect(fetchMock.mock.calls.map(urlOf)).toEqual(['/api/auth/refresh']);
    expect(Number(window.sessionStorage.getItem(EXPIRES_AT_KEY))).toBeGreaterThan(Date.now() + 890_000);
  });

  it('still refuses a token without three dot-separated parts', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'not-a-jwt');
    window.sessionStorage.setItem(EXPIRES_AT_KEY, String(Date.now() + 600_000));
    fetchMock.mockResolvedValue(refreshed(makeJwt(900)));
    await getUsableToken();
    expect(fetchMock.mock.calls.map(urlOf)).toEqual(['/api/auth/refresh']);
  });
});

describe('start-up restore when the refresh fails on a busy server', () => {
  it.each([503, 429])('keeps the session with the stored user info on a %i and retries on the timer', async (status) => {
    vi.useFakeTimers();
    const expired = makeJwt(-60);
    window.localStorage.setItem(TOKEN_KEY, expired);
    window.localStorage.setItem(USER_INFO_KEY, JSON.stringify({ id: 'u1', name: 'Asha Verma', email: 'asha@example.com' }));
    fetchMock.mockResolvedValue(jsonAnswer(status, { success: false, message: 'Busy', data: null }));
    const store = new SessionStore();
    await store.start();
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', user: demoUser });
    expect(readStoredAuth()?.token).toBe(expired);
    expect(fetchMock.mock.calls.map(urlOf)).toEqual(['/api/auth/refresh']);
    fetchMock.mockResolvedValue(refreshed(makeJwt(900)));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock.mock.calls.map(urlOf)).toEqual(['/api/auth/refresh', '/api/auth/refresh']);
    expect(readStoredAuth()?.token).not.toBe(expired);
    store.clear();
  });

  it('a call meanwhile reports the server failure instead of ending the session with a 401', async () => {
    window.localStorage.setItem(TOKEN_KEY, makeJwt(-60));
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/auth/refresh'
        ? jsonAnswer(503, { success: false, message: 'Busy', data: null })
        : jsonAnswer(401, { success: false, message: 'Token expired', data: null }),
    );
    await expect(apiGet('/api/cart')).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(readStoredAuth()).not.toBeNull();
  });
});
