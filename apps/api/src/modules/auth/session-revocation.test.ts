import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { refreshTokens } from '../../db/schema/index';
import { TEST_DATA_KEY, TEST_JWT_SECRET, createTestApp, type TestApp } from '../../test/create-test-app';
import { XHR, bearer, signedInUser } from './auth-test-helpers';

// Live sessions are remembered by each instance (session-liveness.ts): these tests prove that an
// ended session is refused at once by the instance that ended it, and promptly by every other one.
let t: TestApp;
/** A second server instance on the same database, with its own memory of live sessions. */
let other: App;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  other = await buildApp({ config: { WEB_DIST_DIR: t.webDistDir, jwtSecret: TEST_JWT_SECRET, dataKey: TEST_DATA_KEY }, database: t.database });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const profile = (app: App, accessToken: string) => app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(accessToken) });
const logout = (app: App, accessToken: string) => app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...XHR, ...bearer(accessToken) } });

/** The status `profile` answers once it is no longer 200, polled for up to two seconds. */
async function statusOnceRefused(app: App, accessToken: string): Promise<number> {
  const until = Date.now() + 2000;
  for (;;) {
    const { statusCode } = await profile(app, accessToken);
    if (statusCode !== 200 || Date.now() > until) return statusCode;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('an ended session', () => {
  it('is refused at once by the instance that ended it, though it was just checked (and remembered) there', async () => {
    const session = await signedInUser(t.app);
    expect((await profile(t.app, session.accessToken)).statusCode).toBe(200);
    expect((await logout(t.app, session.accessToken)).statusCode).toBe(200);
    expect((await profile(t.app, session.accessToken)).statusCode).toBe(401);
  });

  it('is refused by another instance that had remembered it live, as soon as the database tells it', async () => {
    const session = await signedInUser(t.app);
    expect((await profile(other, session.accessToken)).statusCode).toBe(200);
    expect((await profile(other, session.accessToken)).statusCode).toBe(200);
    expect((await logout(t.app, session.accessToken)).statusCode).toBe(200);
    expect(await statusOnceRefused(other, session.accessToken)).toBe(401);
  });

  it('is refused when revoked in the database by hand, outside the app', async () => {
    const session = await signedInUser(t.app);
    expect((await profile(t.app, session.accessToken)).statusCode).toBe(200);
    await t.database.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.userId, session.userId));
    expect(await statusOnceRefused(t.app, session.accessToken)).toBe(401);
  });

  it('is refused when its rows are deleted (an account removed, say)', async () => {
    const session = await signedInUser(t.app);
    expect((await profile(other, session.accessToken)).statusCode).toBe(200);
    await t.database.db.delete(refreshTokens).where(eq(refreshTokens.userId, session.userId));
    expect(await statusOnceRefused(other, session.accessToken)).toBe(401);
  });

  it('a live session stays live on both instances (other sessions are not disturbed by a notice)', async () => {
    const kept = await signedInUser(t.app);
    const ended = await signedInUser(t.app);
    for (const app of [t.app, other]) expect((await profile(app, kept.accessToken)).statusCode).toBe(200);
    await logout(t.app, ended.accessToken);
    expect(await statusOnceRefused(other, ended.accessToken)).toBe(401);
    for (const app of [t.app, other]) expect((await profile(app, kept.accessToken)).statusCode).toBe(200);
  });
});
