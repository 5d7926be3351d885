import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema/index';
import { createAccessTokens } from '../../lib/access-token';
import { TEST_JWT_SECRET, createTestApp, type TestApp } from '../../test/create-test-app';
import { testCipher } from '../../test/test-cipher';
import { register } from './auth-test-helpers';
import { createRefreshTokensRepository } from './refresh-tokens.repository';
import { createSessionsService } from './sessions.service';
import { createUsersRepository } from './users.repository';

/** Races need real concurrency: PGlite has one connection, so these run on PostgreSQL only. */
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

describe('rotation', () => {
  const DAY = 24 * 60 * 60 * 1000;

  async function clockedSessions() {
    let clock = Date.now();
    const db = t.database.db;
    const users = createUsersRepository(db, testCipher);
    const sessions = createSessionsService({ refreshTokens: createRefreshTokensRepository(db), users, accessTokens: createAccessTokens(TEST_JWT_SECRET), now: () => new Date(clock) });
    const { user: registered } = await register(t.app);
    const user = (await users.findById(registered._id))!;
    return { sessions, user, advance: (ms: number) => (clock += ms) };
  }

  it('keeps a browser session (no remember me) within 1 day of sign-in however often it refreshes', async () => {
    const { sessions, user, advance } = await clockedSessions();
    const started = await sessions.start(user, false);
    let token = started.refreshToken;
    for (let hour = 0; hour < 23; hour += 1) {
      advance(60 * 60 * 1000);
      const result = await sessions.refresh(token);
      expect(result.kind, `hour ${hour + 1}`).toBe('rotated');
      if (result.kind === 'rotated') token = result.refreshToken;
    }
    advance(61 * 60 * 1000);
    expect((await sessions.refresh(token)).kind).toBe('refused');
  });

  it('keeps a remembered session going 30 days from the last refresh', async () => {
    const { sessions, user, advance } = await clockedSessions();
    let token = (await sessions.start(user, true)).refreshToken;
    for (let week = 0; week < 6; week += 1) {
      advance(7 * DAY);
      const result = await sessions.refresh(token);
      expect(result.kind).toBe('rotated');
      if (result.kind === 'rotated') token = result.refreshToken;
    }
  });

  it('ends a remembered session 90 days after sign-in, however often it refreshes (ASVS 7.3.2)', async () => {
    const { sessions, user, advance } = await clockedSessions();
    const started = await sessions.start(user, true);
    let token = started.refreshToken;
    const signInAt = started.refreshExpiresAt.getTime() - 30 * DAY;
    let lastExpiry = started.refreshExpiresAt;
    for (let day = 5; day < 90; day += 5) {
      advance(5 * DAY);
      const result = await sessions.refresh(token);
      expect([day, result.kind]).toEqual([day, 'rotated']);
      if (result.kind !== 'rotated') return;
      token = result.refreshToken;
      lastExpiry = result.refreshExpiresAt;
    }
    // Day 85: the token (and the cookie) now expire at the session's end, not 30 days on.
    expect(lastExpiry.getTime()).toBe(signInAt + 90 * DAY);
    advance(5 * DAY + 1000);
    expect((await sessions.refresh(token)).kind).toBe('refused');
  });

  it('deletes the family rows used more than a day ago, so a long session stays a few rows', async () => {
    const { sessions, user, advance } = await clockedSessions();
    const started = await sessions.start(user, true);
    let token = started.refreshToken;
    for (let step = 0; step < 12; step += 1) {
      advance(DAY / 2);
      const result = await sessions.refresh(token);
      if (result.kind === 'rotated') token = result.refreshToken;
    }
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, started.sessionId));
    // 13 rows without pruning; at most the last day of used rows (3) and the live one remain.
    expect(rows.length).toBeLessThanOrEqual(4);
    expect(rows.filter((row) => row.usedAt === null)).toHaveLength(1);
    expect(await sessions.isLive(started.sessionId)).toBe(true);
  });
});

describe.runIf(onPostgres)('refresh racing a revoke (PostgreSQL)', () => {
  it('a revoke never misses the row a concurrent refresh inserts', async () => {
    const db = t.database.db;
    const users = createUsersRepository(db, testCipher);
    const sessions = createSessionsService({ refreshTokens: createRefreshTokensRepository(db), users, accessTokens: createAccessTokens(TEST_JWT_SECRET) });
    const { user: registered } = await register(t.app);
    const user = (await users.findById(registered._id))!;
    const kept = await sessions.start(user, false);
    for (let round = 0; round < 40; round += 1) {
      const other = await sessions.start(user, round % 2 === 0);
      // The password change path: every session but this one ends, while the other refreshes.
      await Promise.all([sessions.refresh(other.refreshToken), sessions.endAllForUser(user.id, kept.sessionId)]);
      const live = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, user.id), ne(refreshTokens.familyId, kept.sessionId), isNull(refreshTokens.revokedAt)));
      expect(live, `round ${round}`).toEqual([]);
      // Logout racing a refresh of the same session.
      const third = await sessions.start(user, false);
      await Promise.all([sessions.refresh(third.refreshToken), sessions.endByRefreshToken(third.refreshToken)]);
      expect(await sessions.isLive(third.sessionId), `logout round ${round}`).toBe(false);
    }
    expect(await sessions.isLive(kept.sessionId)).toBe(true);
  });
});
