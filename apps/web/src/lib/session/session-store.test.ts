import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../api-client';
import { isTokenExpired, isWellFormedJwt } from './jwt';
import { getRefreshDelayMs } from './refresh-delay';
import { PLACEHOLDER_USER, SessionStore } from './session-store';
import { demoUser, jsonAnswer, makeJwt } from './test-helpers';
import { STORAGE_KEYS } from '../storage';
import { readStoredAuth, SESSION_HINT_KEY, TOKEN_KEY, USER_INFO_KEY } from './token-storage';

const RECENT_SEARCHES_KEY = STORAGE_KEYS.recentSearches;

const fetchMock = vi.fn<typeof fetch>();

function urlOf(call: Parameters<typeof fetch>): string {
  return String(call[0]);
}

function authHeader(call: Parameters<typeof fetch>): string | undefined {
  return (call[1]?.headers as Record<string, string> | undefined)?.Authorization;
}

const profile = {
  ...demoUser,
  contact: '9876543210',
  dob: null,
  gender: null,
  area: null,
  city: 'Jaipur',
  state: null,
  country: null,
  pincode: null,
  emailVerified: true,
  newsletter: false,
  total_orders: 0,
  wallet_balance: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  language: 'en',
};

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

describe('refresh scheduling (spec A section 9)', () => {
  it('refreshes 5 minutes before expiry', () => {
    expect(getRefreshDelayMs(3600)).toBe(3_300_000);
    expect(getRefreshDelayMs(900)).toBe(600_000);
  });

  it('never schedules sooner than 60 s', () => {
    expect(getRefreshDelayMs(360)).toBe(60_000);
    expect(getRefreshDelayMs(120)).toBe(60_000);
    expect(getRefreshDelayMs(0)).toBe(60_000);
  });

  it('fires the refresh at the scheduled time after sign-in, and again after each refresh', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () =>
      jsonAnswer(200, { success: true, message: 'ok', data: { refreshToken: makeJwt(900), accessToken: makeJwt(900), expiresIn: 900 } }),
    );
    const store = new SessionStore();
    store.signIn({ accessToken: makeJwt(3600), expiresIn: 3600, user: demoUser }, false);
    await vi.advanceTimersByTimeAsync(3_300_000 - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(urlOf(fetchMock.mock.calls[0]!)).toBe('/api/auth/refresh');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    // The new token (900 s) is refreshed again 600 s later.
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('token storage by remember-me (spec A section 9)', () => {
  it('keeps the token and user info in local storage with remember-me', () => {
    const store = new SessionStore();
    const token = makeJwt(3600);
    store.signIn({ accessToken: token, expiresIn: 3600, user: demoUser }, true);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(JSON.parse(window.localStorage.getItem(USER_INFO_KEY)!)).toEqual({ id: 'u1', name: 'Asha Verma', email: 'asha@example.com' });
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', user: demoUser });
    store.clear();
  });

  it('keeps them in session storage without remember-me', () => {
    const store = new SessionStore();
    const token = makeJwt(3600);
    store.signIn({ accessToken: token, expiresIn: 3600, user: demoUser }, false);
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    store.clear();
  });

  it('sign-out tells the server and clears tokens, user info and recent searches', async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, { success: true, message: 'Logged out', data: null }));
    const store = new SessionStore();
    const navigate = vi.fn();
    store.setNavigator(navigate, '/login');
    store.signIn({ accessToken: makeJwt(3600), expiresIn: 3600, user: demoUser }, true);
    window.localStorage.setItem(RECENT_SEARCHES_KEY, '["rings"]');
    await store.signOut();
    expect(urlOf(fetchMock.mock.calls[0]!)).toBe('/api/auth/logout');
    expect(readStoredAuth()).toBeNull();
    expect(window.localStorage.getItem(USER_INFO_KEY)).toBeNull();
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});

describe('JWT checks (spec A section 4)', () => {
  it('needs three dot-separated parts and an exp in the future', () => {
    expect(isWellFormedJwt('a.b')).toBe(false);
    expect(isWellFormedJwt(makeJwt(60))).toBe(true);
    expect(isTokenExpired('not-a-jwt')).toBe(true);
    expect(isTokenExpired(makeJwt(-1))).toBe(true);
    expect(isTokenExpired(makeJwt(60))).toBe(false);
  });
});

describe('refresh on 401', () => {
  it('runs one refresh for several 401s; each waiting call retries once with the new token', async () => {
    const oldToken = makeJwt(3600);
    const newToken = makeJwt(3600) + 'x';
    window.sessionStorage.setItem(TOKEN_KEY, oldToken);
    let refreshCalls = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/auth/refresh') {
        refreshCalls += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return jsonAnswer(200, { success: true, message: 'ok', data: { refreshToken: newToken, accessToken: newToken, expiresIn: 3600 } });
      }
      const auth = (init?.headers as Record<string, string>).Authorization;
      if (auth !== `Bearer ${newToken}`) return jsonAnswer(401, { success: false, message: 'Token expired', data: null });
      return jsonAnswer(200, { success: true, message: 'ok', data: url });
    });
    const answers = await Promise.all([apiGet('/api/cart'), apiGet('/api/wishlist'), apiGet('/api/auth/profile')]);
    expect(answers.map((a) => a.data)).toEqual(['/api/cart', '/api/wishlist', '/api/auth/profile']);
    expect(refreshCalls).toBe(1);
    const cartCalls = fetchMock.mock.calls.filter((call) => urlOf(call) === '/api/cart');
    expect(cartCalls.map(authHeader)).toEqual([`Bearer ${oldToken}`, `Bearer ${newToken}`]);
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe(newToken);
  });

  it('refreshes an expired stored token before the call', async () => {
    const newToken = makeJwt(3600);
    window.localStorage.setItem(TOKEN_KEY, makeJwt(-10));
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/auth/refresh'
        ? jsonAnswer(200, { success: true, message: 'ok', data: { refreshToken: newToken, accessToken: newToken, expiresIn: 3600 } })
        : jsonAnswer(200, { success: true, message: 'ok', data: [] }),
    );
    await apiGet('/api/cart');
    expect(fetchMock.mock.calls.map(urlOf)).toEqual(['/api/auth/refresh', '/api/cart']);
    expect(authHeader(fetchMock.mock.calls[1]!)).toBe(`Bearer ${newToken}`);
    // Remember-me kept: the new token stays in local storage.
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(newToken);
  });

  it('a refused refresh clears auth, ends the live session and throws the 401', async () => {
    const store = new SessionStore();
    const expired = vi.fn();
    store.onExpired(expired);
    store.signIn({ accessToken: makeJwt(3600), expiresIn: 3600, user: demoUser }, true);
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/auth/refresh'
        ? jsonAnswer(401, { success: false, message: 'Session ended', data: null })
        : jsonAnswer(401, { success: false, message: 'Token revoked', data: null }),
    );
    await expect(apiGet('/api/cart')).rejects.toMatchObject({ kind: 'http', status: 401, message: 'Token revoked' });
    expect(readStoredAuth()).toBeNull();
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    expect(expired).toHaveBeenCalledOnce();
    // Only one retry path: the original call and the refresh, no second attempt.
    expect(fetchMock.mock.calls.map(urlOf)).toEqual(['/api/cart', '/api/auth/refresh']);
  });

  it('never refreshes on a failed login', async () => {
    window.localStorage.setItem(TOKEN_KEY, makeJwt(3600));
    fetchMock.mockResolvedValue(jsonAnswer(401, { success: false, message: 'Invalid email or password', data: null }));
    await expect(apiGet('/api/auth/login')).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('restoring a stored session (spec A section 4)', () => {
  it('loads the profile with the stored token', async () => {
    const token = makeJwt(3600);
    window.localStorage.setItem(TOKEN_KEY, token);
    fetchMock.mockResolvedValue(jsonAnswer(200, { success: true, message: 'ok', data: profile }));
    const store = new SessionStore();
    expect(store.getSnapshot().status).toBe('loading');
    await store.start();
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', user: profile });
    expect(authHeader(fetchMock.mock.calls[0]!)).toBe(`Bearer ${token}`);
    store.clear();
  });

  it('falls back to the stored user info, then to a placeholder, when the profile fails', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, makeJwt(3600));
    window.sessionStorage.setItem(USER_INFO_KEY, JSON.stringify({ id: 'u1', name: 'Asha Verma', email: 'asha@example.com' }));
    fetchMock.mockResolvedValue(jsonAnswer(500, { success: false, message: 'boom', data: null }));
    const first = new SessionStore();
    await first.start();
    expect(first.getSnapshot()).toEqual({ status: 'signed-in', user: demoUser });
    first.clear();

    window.sessionStorage.setItem(TOKEN_KEY, makeJwt(3600));
    const second = new SessionStore();
    await second.start();
    expect(second.getSnapshot()).toEqual({ status: 'signed-in', user: PLACEHOLDER_USER });
    second.clear();
  });

  it('refreshes an expired stored token first; a refusal means signed out, without the expiry notice', async () => {
    window.localStorage.setItem(TOKEN_KEY, makeJwt(-60));
    fetchMock.mockResolvedValue(jsonAnswer(401, { success: false, message: 'Session ended', data: null }));
    const store = new SessionStore();
    const expired = vi.fn();
    store.onExpired(expired);
    await store.start();
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    expect(fetchMock.mock.calls.map(urlOf)).toEqual(['/api/auth/refresh']);
    expect(readStoredAuth()).toBeNull();
    expect(expired).not.toHaveBeenCalled();
  });

  it('without a stored token but with a refresh cookie issued (a new tab), refreshes first', async () => {
    const token = makeJwt(3600);
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/auth/refresh') {
        return jsonAnswer(200, { success: true, message: 'ok', data: { refreshToken: token, accessToken: token, expiresIn: 3600 } });
      }
      return jsonAnswer(200, { success: true, message: 'ok', data: profile });
    });
    const store = new SessionStore();
    await store.start();
    expect(fetchMock.mock.calls.map(urlOf)).toEqual(['/api/auth/refresh', '/api/auth/profile']);
    expect(store.getSnapshot().status).toBe('signed-in');
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe(token);
    store.clear();
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('prepare starts the profile read but tells no one until start, so a drawn page hydrates as it was drawn', async () => {
    window.localStorage.setItem(TOKEN_KEY, makeJwt(3600));
    fetchMock.mockResolvedValue(jsonAnswer(200, { success: true, message: 'ok', data: profile }));
    const store = new SessionStore();
    const told = vi.fn();
    store.subscribe(told);
    store.prepare();
    await vi.waitFor(() => expect(window.localStorage.getItem(USER_INFO_KEY)).not.toBeNull());
    expect(fetchMock.mock.calls.map(urlOf)).toEqual(['/api/auth/profile']);
    expect(store.getSnapshot().status).toBe('loading');
    expect(told).not.toHaveBeenCalled();
    await store.start();
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', user: profile });
    expect(told).toHaveBeenCalledOnce();
    // Only the one read, however often it is asked.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    store.clear();
  });

  it('knows the token is usable before the profile has answered, and not when it was refused', async () => {
    window.localStorage.setItem(TOKEN_KEY, makeJwt(3600));
    fetchMock.mockReturnValue(new Promise(() => {}));
    const usable = new SessionStore();
    await expect(usable.whenTokenUsable()).resolves.toBe(true);
    expect(usable.getSnapshot().status).toBe('loading');
    usable.clear();

    window.localStorage.setItem(TOKEN_KEY, makeJwt(-60));
    fetchMock.mockResolvedValue(jsonAnswer(401, { success: false, message: 'Session ended', data: null }));
    await expect(new SessionStore().whenTokenUsable()).resolves.toBe(false);
  });

  it('tells a restored session only while nothing newer has happened: a sign-out meanwhile stands', async () => {
    window.localStorage.setItem(TOKEN_KEY, makeJwt(3600));
    fetchMock.mockResolvedValue(jsonAnswer(200, { success: true, message: 'ok', data: profile }));
    const store = new SessionStore();
    store.prepare();
    await vi.waitFor(() => expect(window.localStorage.getItem(USER_INFO_KEY)).not.toBeNull());
    store.clear();
    await store.start();
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null });
  });

  it('is signed out at once, without any call, when no session was ever issued here', async () => {
    const store = new SessionStore();
    await store.start();
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
