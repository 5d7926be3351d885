import type { AuthUser } from '@aabhushan/shared/schemas/auth';

/** Spec A section 9: the access token lives under this key, in local storage with remember-me, else session storage. */
export const TOKEN_KEY = 'auth_token';
/** The minimal user kept beside the token (id, name, email) for when the profile cannot load. */
export const USER_INFO_KEY = 'user_info';
/** The header search's recent searches (shell/search/recent-searches.ts); cleared on logout (spec A section 4). */
export const RECENT_SEARCHES_KEY = 'recentSearches';
/**
 * Set (in local storage) while a refresh cookie was issued to this browser. The cookie is
 * httpOnly, so this is how a new tab without a stored token knows a refresh may succeed.
 */
export const SESSION_HINT_KEY = 'auth_session';

export interface StoredUserInfo {
  id: string;
  name: string;
  email: string;
}

export interface StoredAuth {
  token: string;
  /** True when the token is in local storage (remember-me). */
  remember: boolean;
  userInfo: StoredUserInfo | null;
}

function area(remember: boolean): Storage | null {
  try {
    return remember ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function safeGet(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeRemove(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept there.
  }
}

function parseUserInfo(raw: string | null): StoredUserInfo | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredUserInfo>;
    if (typeof value.id === 'string' && typeof value.name === 'string' && typeof value.email === 'string') {
      return { id: value.id, name: value.name, email: value.email };
    }
  } catch {
    // A damaged entry counts as none.
  }
  return null;
}

/** The stored token (local storage first, then session storage) with its user info. */
export function readStoredAuth(): StoredAuth | null {
  for (const remember of [true, false]) {
    const storage = area(remember);
    const token = safeGet(storage, TOKEN_KEY);
    if (token) return { token, remember, userInfo: parseUserInfo(safeGet(storage, USER_INFO_KEY)) };
  }
  return null;
}

export function readStoredToken(): string | null {
  return readStoredAuth()?.token ?? null;
}

/** Stores the token (and the user info when given) in the storage remember-me picks; the other is cleared. */
export function writeStoredAuth(token: string, remember: boolean, user?: Pick<AuthUser, '_id' | 'name' | 'email'>): void {
  const target = area(remember);
  const previous = readStoredAuth();
  safeRemove(area(!remember), TOKEN_KEY);
  safeRemove(area(!remember), USER_INFO_KEY);
  try {
    area(true)?.setItem(SESSION_HINT_KEY, '1');
    target?.setItem(TOKEN_KEY, token);
    const info: StoredUserInfo | null = user ? { id: user._id, name: user.name, email: user.email } : (previous?.userInfo ?? null);
    if (info) target?.setItem(USER_INFO_KEY, JSON.stringify(info));
  } catch {
    // Storage full or blocked: the session lasts for this page only.
  }
}

/** Updates the kept user info (after a profile edit) without touching the token. */
export function writeStoredUserInfo(user: Pick<AuthUser, '_id' | 'name' | 'email'>): void {
  const stored = readStoredAuth();
  if (!stored) return;
  try {
    area(stored.remember)?.setItem(USER_INFO_KEY, JSON.stringify({ id: user._id, name: user.name, email: user.email }));
  } catch {
    // Not kept: the profile load refreshes it next time.
  }
}

/** Logout and a failed refresh: tokens and user info go from both storages, recent searches too. */
export function clearStoredAuth(): void {
  for (const remember of [true, false]) {
    safeRemove(area(remember), TOKEN_KEY);
    safeRemove(area(remember), USER_INFO_KEY);
  }
  safeRemove(area(true), RECENT_SEARCHES_KEY);
  safeRemove(area(true), SESSION_HINT_KEY);
}

/** Whether a refresh cookie may exist though no token is stored here (see SESSION_HINT_KEY). */
export function hasSessionHint(): boolean {
  return safeGet(area(true), SESSION_HINT_KEY) === '1';
}
