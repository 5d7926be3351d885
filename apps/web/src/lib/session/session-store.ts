import type { AuthSession, AuthUser, ProfileUser } from '@aabhushan/shared/schemas/auth';
import { clearRecentSearches } from '../recent-searches';
import { apiGet } from '../api-client';
import { isTokenExpired, secondsUntilExpiry } from './jwt';
import { sendLogout } from './logout-request';
import { getRefreshDelayMs } from './refresh-delay';
import { isRefreshRefusal, onSessionEnded, onTokenRefreshed, refreshAccessToken } from './token-refresh';
import {
  clearStoredAuth,
  hasSessionHint,
  readStoredAuth,
  readStoredToken,
  writeStoredAuth,
  writeStoredUserInfo,
  type StoredAuth,
  type StoredUserInfo,
} from './token-storage';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

/** The signed-in user: the login answer's fields, plus the profile's once it has loaded. */
export type SessionUser = AuthUser & Partial<Omit<ProfileUser, keyof AuthUser>>;

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

type Listener = () => void;
type Navigate = (to: string) => Promise<void> | void;

const SIGNED_OUT: SessionState = { status: 'signed-out', user: null };

/** Used when neither the profile nor the stored user info can be read (spec A section 4). */
export const PLACEHOLDER_USER: SessionUser = { _id: '', name: 'Customer', email: '', roleType: 'customer' };

function fromUserInfo(info: StoredUserInfo | null): SessionUser | null {
  return info ? { _id: info.id, name: info.name, email: info.email, roleType: 'customer' } : null;
}

/**
 * The one session (spec A sections 4 and 9): restores a stored token at start, stores the
 * token and user at sign-in, keeps the token fresh with a timer, and clears everything at
 * sign-out or when the server ends the session. Lives outside React so the API client and
 * the global error handler can reach it; `useSession` reads it in components.
 */
export class SessionStore {
  private state: SessionState = { status: 'loading', user: null };
  private readonly listeners = new Set<Listener>();
  private readonly expiredListeners = new Set<Listener>();
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private restoring: Promise<SessionState> | null = null;
  private tokenUsable: Promise<boolean> | null = null;
  private started: Promise<void> | null = null;
  private navigate: Navigate | null = null;
  private signInPath = '';
  /** How many times the shopper has logged out here (signOut): guards compare it with their own start. */
  private signOuts = 0;

  constructor() {
    onTokenRefreshed((expiresIn) => {
      if (this.state.status !== 'signed-out') this.scheduleRefresh(expiresIn);
    });
    onSessionEnded(() => this.handleEnded());
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SessionState => this.state;

  /**
   * The app gives its router and the sign-in page's address (href('login')) here so sign-out can
   * go there from anywhere. Given, not imported: this module's chunk is loaded by the entry, and a
   * link built here split the page manifest out of it (0.6 KB more in the first view).
   */
  setNavigator(navigate: Navigate | null, signInPath: string): void {
    this.navigate = navigate;
    this.signInPath = signInPath;
  }

  /** Told when a live session ends without the shopper asking (refresh refused). */
  onExpired(listener: Listener): () => void {
    this.expiredListeners.add(listener);
    return () => this.expiredListeners.delete(listener);
  }

  /**
   * Begins restoring the stored session, telling no one yet: the storefront calls it as it starts,
   * so the refresh and the profile are on their way while a drawn page is hydrated (which must
   * see 'loading', the state the page was drawn in). `start` tells the outcome.
   */
  prepare(): void {
    if (this.restoring) return;
    const stored = readStoredAuth();
    const token = this.restoreToken(stored);
    this.tokenUsable = token.then((outcome) => outcome === 'usable');
    this.restoring = token.then((outcome) => this.restoreUser(outcome, stored));
  }

  /** Restores the stored session once; `auth-loading` (status 'loading') lasts until it settles. */
  start(): Promise<void> {
    this.prepare();
    // A sign-in or a sign-out meanwhile is newer than the stored session.
    this.started ??= this.restoring!.then((state) => {
      if (this.state.status === 'loading') this.set(state);
    });
    return this.started;
  }

  /**
   * Whether the restored session has a token the API takes, known before the profile is read:
   * a page's own data can be read alongside the profile rather than after it (app/reads-at-open.ts).
   */
  whenTokenUsable(): Promise<boolean> {
    this.prepare();
    return this.tokenUsable!;
  }

  /** Login or OTP success: store token and user, schedule the refresh. */
  signIn(session: AuthSession, rememberMe: boolean): void {
    writeStoredAuth({ token: session.accessToken, expiresIn: session.expiresIn }, rememberMe, session.user);
    this.scheduleRefresh(session.expiresIn);
    this.set({ status: 'signed-in', user: session.user });
  }

  /** After a profile load or edit: the header and side panel show the new name at once. */
  updateUser(user: SessionUser): void {
    if (this.state.status !== 'signed-in') return;
    writeStoredUserInfo(user);
    this.set({ status: 'signed-in', user: { ...this.state.user, ...user } });
  }

  /**
   * Logout (spec A section 4): tokens, user info, session hint and recent searches go at once
   * and the shopper goes to /login; the server is told in the background (with the old bearer
   * when there was one, and always, so it revokes the httpOnly refresh cookie).
   */
  async signOut(): Promise<void> {
    const bearer = readStoredToken();
    this.signOuts += 1;
    this.clear();
    const told = sendLogout(bearer);
    await this.navigate?.(this.signInPath);
    await told;
  }

  /**
   * How many times the shopper has logged out on this page load. A guard notes it when it mounts:
   * a higher count later means the shopper logged out while the guarded page was open, so the
   * guard goes to plain /login (a logout ends at the sign-in page); a guard mounted after a logout keeps its
   * returnUrl. A count, not a flag cleared once the navigation ends: the session reaches
   * components as a transition, so a guard may render the logout after that navigation.
   */
  userSignOuts(): number {
    return this.signOuts;
  }

  /** A 401 nobody could recover from (global handler), and logout: auth data and recent searches go. */
  clear(): void {
    clearStoredAuth();
    clearRecentSearches();
    this.cancelRefresh();
    this.set({ status: 'signed-out', user: null });
  }

  private handleEnded(): void {
    const wasSignedIn = this.state.status === 'signed-in';
    clearRecentSearches();
    this.cancelRefresh();
    // During start-up a refused refresh simply means "signed out": no expiry notice then.
    if (this.state.status !== 'loading') this.set({ status: 'signed-out', user: null });
    if (wasSignedIn) this.expiredListeners.forEach((listener) => listener());
  }

  /** 'usable': a token the API takes; 'none': signed out; 'kept': the refresh failed for a network reason, so the stored session stays and the timer tries again. */
  private async restoreToken(stored: StoredAuth | null): Promise<'usable' | 'none' | 'kept'> {
    if (stored && !isTokenExpired(stored.token, Date.now(), stored.expiresAt)) return 'usable';
    if (!stored && !hasSessionHint()) return 'none';
    try {
      await refreshAccessToken();
      return 'usable';
    } catch (error) {
      // Refused: auth data is already cleared. A network failure, timeout, 5xx or 429 keeps
      // the stored session with its user info; the timer (or the next call) tries again.
      if (isRefreshRefusal(error) || !readStoredToken()) return 'none';
      this.scheduleRefresh(0);
      return 'kept';
    }
  }

  private async restoreUser(token: 'usable' | 'none' | 'kept', stored: StoredAuth | null): Promise<SessionState> {
    if (token === 'none') return SIGNED_OUT;
    if (token === 'kept') return { status: 'signed-in', user: fromUserInfo(stored?.userInfo ?? null) ?? PLACEHOLDER_USER };
    const current = readStoredAuth();
    if (!current) return SIGNED_OUT;
    this.scheduleRefresh(secondsUntilExpiry(current.token, Date.now(), current.expiresAt));

    let user: SessionUser | null = null;
    try {
      user = (await apiGet<ProfileUser>('/api/auth/profile')).data;
      writeStoredUserInfo(user);
    } catch {
      if (!readStoredToken()) return SIGNED_OUT;
    }
    user ??= fromUserInfo(readStoredAuth()?.userInfo ?? stored?.userInfo ?? null) ?? PLACEHOLDER_USER;
    return { status: 'signed-in', user };
  }

  /** Spec A section 9: expiresIn x 1000 minus 5 minutes, at least 60 s (0: retry in 60 s). */
  private scheduleRefresh(expiresInSeconds: number): void {
    this.cancelRefresh();
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      refreshAccessToken().catch(() => {
        // A refusal ends the session through onSessionEnded; a network failure retries soon.
        if (readStoredToken()) this.scheduleRefresh(0);
      });
    }, getRefreshDelayMs(expiresInSeconds));
  }

  private cancelRefresh(): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
  }

  private set(next: SessionState): void {
    this.state = next;
    this.listeners.forEach((listener) => listener());
  }
}

/** The app's one session. */
export const sessionStore = new SessionStore();

/** The current session, for code outside React (API callers, the global error handler). */
export function getSession(): SessionState {
  return sessionStore.getSnapshot();
}

export function subscribeSession(listener: Listener): () => void {
  return sessionStore.subscribe(listener);
}
