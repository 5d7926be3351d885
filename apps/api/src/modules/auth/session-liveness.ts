import type { NotificationHandlers } from '../../db/notifications';

/** The channel the refresh_tokens triggers notify (migration 0011) with the family of each session ended. */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';

/** How long a session seen live is believed without asking the database again. */
export const LIVE_FOR_MS = 60_000;
/** More sessions than this at once: the memory starts afresh rather than growing. */
const MAX_REMEMBERED = 50_000;

export interface SessionLiveness {
  /** Whether the session (refresh-token family) is live: from memory, else from the database. */
  isLive(sessionId: string): Promise<boolean>;
  /** Sessions this process has just ended: forgotten before the answer that ended them leaves. */
  forget(sessionIds: readonly string[]): void;
  /** Fed by the database's notices of ended sessions (DatabaseHandle.listen). */
  feed: NotificationHandlers;
}

/**
 * Every signed-in request asks whether its session is still live, so a sign-out or a password
 * change stops its access tokens at once. Asking the database costs a round trip on every such
 * request (a quarter of an add to cart); instead a live session is remembered for LIVE_FOR_MS,
 * and only while the database's notices of ended sessions are heard, so memory is never trusted
 * past a notice: a session ended anywhere, on any instance or by hand in SQL, is forgotten as
 * soon as its notice arrives, and one ended here is forgotten before its answer is sent. A check
 * that was under way when any notice came is not remembered (it may have read the row just
 * before the change). A lost feed forgets everything and remembers nothing until it is back.
 */
export function createSessionLiveness(isLiveInDatabase: (sessionId: string) => Promise<boolean>, now: () => number = Date.now): SessionLiveness {
  const liveUntil = new Map<string, number>();
  let listening = false;
  /** Moves on with every notice: a check that started before one must not be remembered. */
  let generation = 0;

  const forgetOne = (sessionId: string) => {
    generation += 1;
    liveUntil.delete(sessionId);
  };

  return {
    async isLive(sessionId) {
      const until = liveUntil.get(sessionId);
      if (until !== undefined && until > now()) return true;
      const startedAt = generation;
      const live = await isLiveInDatabase(sessionId);
      if (live && listening && startedAt === generation) {
        if (liveUntil.size >= MAX_REMEMBERED) liveUntil.clear();
        liveUntil.set(sessionId, now() + LIVE_FOR_MS);
      } else if (!live) {
        liveUntil.delete(sessionId);
      }
      return live;
    },
    forget(sessionIds) {
      for (const sessionId of sessionIds) forgetOne(sessionId);
    },
    feed: {
      onMessage: forgetOne,
      onListening(on) {
        generation += 1;
        listening = on;
        if (!on) liveUntil.clear();
      },
    },
  };
}
