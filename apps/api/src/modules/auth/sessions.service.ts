import type { AccessTokens } from '../../lib/access-token';
import { newId } from '../../lib/new-id';
import type { RefreshTokensRepository, TokenQueries } from './refresh-tokens.repository';
import { hashSecret, newSecret } from './secret-token';
import type { UserRow, UsersRepository } from './users.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Remember me: the refresh cookie and its server-side row live 30 days from the last refresh... */
export const PERSISTENT_SESSION_MS = 30 * DAY_MS;
/** ...but never past 90 days from the sign-in (ASVS 7.3.2): then the customer signs in again. */
export const PERSISTENT_SESSION_LIMIT_MS = 90 * DAY_MS;
/** Without remember me: a browser-session cookie, and at most 1 day on the server, however often it refreshes. */
export const BROWSER_SESSION_MS = DAY_MS;
/**
 * Two tabs may refresh with the same cookie at the same moment. A token presented again within
 * this grace gets a new access token (no new cookie: the browser already has the newer one);
 * later reuse means the token was copied, and the whole family is revoked.
 */
export const REUSE_GRACE_MS = 10_000;

export interface SignedIn {
  accessToken: string;
  expiresIn: number;
  /** The refresh token for the cookie. */
  refreshToken: string;
  persistent: boolean;
  /** When the refresh token (and a persistent cookie) expires. */
  refreshExpiresAt: Date;
  sessionId: string;
}

export type RefreshResult =
  | { kind: 'rotated'; accessToken: string; expiresIn: number; refreshToken: string; persistent: boolean; refreshExpiresAt: Date }
  | { kind: 'grace'; accessToken: string; expiresIn: number }
  | { kind: 'refused' };

interface SessionDeps {
  refreshTokens: RefreshTokensRepository;
  users: UsersRepository;
  accessTokens: AccessTokens;
  /** Told of the sessions this service ended, once their revocation is committed (session-liveness.ts). */
  onEnded?: (sessionIds: readonly string[]) => void;
  now?: () => Date;
}

const lifetime = (persistent: boolean) => (persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS);
const limit = (persistent: boolean) => (persistent ? PERSISTENT_SESSION_LIMIT_MS : BROWSER_SESSION_MS);
const earlier = (a: Date, b: Date) => (a <= b ? a : b);
const roleOf = (user: UserRow) => (user.roleType === 'admin' ? 'admin' : 'customer');

/** Sessions: a family of rotating refresh tokens, and the short access tokens signed for it. */
export function createSessionsService({ refreshTokens, users, accessTokens, onEnded = () => undefined, now = () => new Date() }: SessionDeps) {
  /** Inserts a new refresh token of the family, valid until `expiresAt` (never past `sessionEndsAt`). */
  async function issueRefresh(repo: TokenQueries, userId: string, familyId: string, persistent: boolean, expiresAt: Date, sessionEndsAt: Date): Promise<string> {
    const refreshToken = newSecret();
    await repo.insert({ familyId, userId, tokenHash: hashSecret(refreshToken), persistent, expiresAt: earlier(expiresAt, sessionEndsAt), sessionEndsAt });
    return refreshToken;
  }

  /** `endedFamily`: the token was reused too late, so its whole session was revoked. */
  type Rotation = { kind: 'rotated'; refreshToken: string; persistent: boolean; refreshExpiresAt: Date } | { kind: 'grace' } | { kind: 'refused'; endedFamily?: string };

  /** Checks the token, marks it used and inserts its successor, all under the user's lock. */
  function rotate(rowId: string, userId: string, at: Date): Promise<Rotation> {
    return refreshTokens.withUserLock(userId, async (repo) => {
      const row = await repo.findById(rowId);
      if (!row || row.revokedAt || row.expiresAt <= at) return { kind: 'refused' };
      if (row.usedAt) {
        // Used before: the same browser racing itself within the grace, or a stolen copy.
        if (at.getTime() - row.usedAt.getTime() <= REUSE_GRACE_MS && (await repo.isFamilyLive(row.familyId))) return { kind: 'grace' };
        await repo.revokeFamily(row.familyId, at);
        return { kind: 'refused', endedFamily: row.familyId };
      }
      await repo.markUsed(row.id, at);
      // Remember me: 30 days from this refresh, up to the session's absolute end. Otherwise the
      // family keeps the 1-day cap of its first token: rotating never extends the session.
      const wanted = row.persistent ? new Date(at.getTime() + PERSISTENT_SESSION_MS) : row.expiresAt;
      const refreshExpiresAt = earlier(wanted, row.sessionEndsAt);
      const refreshToken = await issueRefresh(repo, userId, row.familyId, row.persistent, refreshExpiresAt, row.sessionEndsAt);
      await repo.pruneFamily(row.familyId, at, new Date(at.getTime() - BROWSER_SESSION_MS));
      return { kind: 'rotated', refreshToken, persistent: row.persistent, refreshExpiresAt };
    });
  }

  return {
    /** Starts a new session (family) for a user who just proved who they are. */
    async start(user: UserRow, persistent: boolean): Promise<SignedIn> {
      await refreshTokens.deleteExpiredForUser(user.id, now());
      const sessionId = newId();
      const started = now().getTime();
      const refreshExpiresAt = new Date(started + lifetime(persistent));
      const refreshToken = await issueRefresh(refreshTokens, user.id, sessionId, persistent, refreshExpiresAt, new Date(started + limit(persistent)));
      const { accessToken, expiresIn } = await accessTokens.sign({ userId: user.id, roleType: roleOf(user), sessionId });
      return { accessToken, expiresIn, refreshToken, persistent, refreshExpiresAt, sessionId };
    },

    /** Exchanges a refresh token for a new access token and a new refresh token of the same family. */
    async refresh(refreshToken: string): Promise<RefreshResult> {
      const row = await refreshTokens.findByHash(hashSecret(refreshToken));
      const at = now();
      if (!row || row.revokedAt || row.expiresAt <= at) return { kind: 'refused' };
      const user = await users.findById(row.userId);
      // A disabled account's sessions were ended when it was disabled; none comes back.
      if (!user || user.disabledAt) return { kind: 'refused' };
      const rotation = await rotate(row.id, user.id, at);
      if (rotation.kind === 'refused') {
        if (rotation.endedFamily) onEnded([rotation.endedFamily]);
        return { kind: 'refused' };
      }
      const signed = await accessTokens.sign({ userId: user.id, roleType: roleOf(user), sessionId: row.familyId });
      return rotation.kind === 'grace' ? { kind: 'grace', ...signed } : { ...rotation, ...signed };
    },

    /** Ends the session the refresh token belongs to; unknown tokens are ignored. */
    async endByRefreshToken(refreshToken: string): Promise<void> {
      const row = await refreshTokens.findByHash(hashSecret(refreshToken));
      if (!row) return;
      await refreshTokens.withUserLock(row.userId, (repo) => repo.revokeFamily(row.familyId, now()));
      onEnded([row.familyId]);
    },

    async end(sessionId: string): Promise<void> {
      const userId = await refreshTokens.userOfFamily(sessionId);
      if (!userId) return;
      await refreshTokens.withUserLock(userId, (repo) => repo.revokeFamily(sessionId, now()));
      onEnded([sessionId]);
    },

    /** Ends every session of the user, or every other one when `keepSessionId` is given. */
    async endAllForUser(userId: string, keepSessionId?: string): Promise<void> {
      onEnded(await refreshTokens.withUserLock(userId, (repo) => repo.revokeUser(userId, now(), keepSessionId)));
    },

    isLive: (sessionId: string) => refreshTokens.isFamilyLive(sessionId),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
