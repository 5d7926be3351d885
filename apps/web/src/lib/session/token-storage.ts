import type { AuthUser } from '@aabhushan/shared/schemas/auth';

/** Spec A section 9: the access token lives under this key, in local storage with remember-me, else session storage. */
export const TOKEN_KEY = 'auth_token';
/** The minimal user kept beside the token (id, name, email) for when the profile cannot load. */
export const USER_INFO_KEY = 'user_info';
/**
 * When the token expires by this device's clock (ms): the time it arrived plus expiresIn.
 * The token's own exp claim is the server's clock; a device clock that is minutes off would
 * otherwise make a fresh token look expired (a refresh before every call) or an old one valid.
 */
export const EXPIRES_AT_KEY = 'auth_expires_at';
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
  /** Local expiry (ms, device clock); null for a token stored without expiresIn. */
  expiresAt: number | null;
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
    if (token) {
      const expiresAt = Number(safeGet(storage, EXPIRES_AT_KEY));
      return {
        token,
        remember,
        userInfo: parseUserInfo(safeGet(storage, USER_INFO_KEY)),
        expiresAt: Number.isFinite(expiresAt) && expiresAt > 0 ? expiresAt : null,
      };
    }
  }
  return null;
}

export function readStoredToken(): string | null {
  return readStoredAuth()?.token ?? null;
}

export interface TokenToStore {
  token: string;
  /** Seconds the token is valid for (the answer's expiresIn); 0 or missing: unknown. */
  expiresIn?: number;
  /** When the answer arrived (ms, device clock). */
  receivedAt?: number;
}

/**
 * Stores the token, its local expiry and (when given) the user info in the storage
 * remember-me picks; the other storage is cleared.
 */
export function writeStoredAuth(
  { token, expiresIn = 0, receivedAt = Date.now() }: TokenToStore,
  remember: boolean,
  user?: Pick<AuthUser, '_id' | 'name' | 'email'>,
): void {
  const target = area(remember);
  const previous = readStoredAuth();
  for (const key of [TOKEN_KEY, USER_INFO_KEY, EXPIRES_AT_KEY]) safeRemove(area(!remember), key);
  safeRemove(target, EXPIRES_AT_KEY);
  try {
    area(true)?.setItem(SESSION_HINT_KEY, '1');
    target?.setItem(TOKEN_KEY, token);
    if (expiresIn > 0) target?.setItem(EXPIRES_AT_KEY, String(receivedAt + expiresIn * 1000));
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

/** Logout and a failed refresh: tokens, their expiry and user info go from both storages. */
export function clearStoredAuth(): void {
  for (const remember of [true, false]) {
    for (const key of [TOKEN_KEY, USER_INFO_KEY, EXPIRES_AT_KEY]) safeRemove(area(remember), key);
  }
  safeRemove(area(true), SESSION_HINT_KEY);
}

/** Whether a refresh cookie may exist though no token is stored here (see SESSION_HINT_KEY). */
export function hasSessionHint(): boolean {
  return safeGet(area(true), SESSION_HINT_KEY) === '1';
}
