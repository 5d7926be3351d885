import { SignJWT, UnsecuredJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema/index';
import { createAccessTokens } from '../../lib/access-token';
import { TEST_JWT_SECRET, createTestApp, type TestApp } from '../../test/create-test-app';
import { XHR, bearer, nextAddress, refresh, refreshCookie, register, sessionOf, signedInUser } from './auth-test-helpers';
import { hashSecret } from './secret-token';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const ENDED = refusal('Your session has ended. Please sign in again.');
const profile = (accessToken: string) => t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(accessToken) });
/** Pretends the token was rotated long ago (past the two-tab grace). */
const ageUse = (token: string) =>
  t.database.db.update(refreshTokens).set({ usedAt: new Date(Date.now() - 60_000) }).where(eq(refreshTokens.tokenHash, hashSecret(token)));

describe('POST /api/auth/refresh', () => {
  it('rotates: a new access token in refreshToken and accessToken, a new cookie of the same kind', async () => {
    const session = await signedInUser(t.app, {}, true);
    const response = await refresh(t.app, session.refreshToken);
    expect(response.statusCode).toBe(200);
    const { data, message, success } = response.json();
    expect({ success, message }).toEqual({ success: true, message: 'Session refreshed' });
    expect(data.refreshToken).toBe(data.accessToken);
    expect(data.expiresIn).toBe(900);
    expect((await profile(data.accessToken)).statusCode).toBe(200);
    const cookie = refreshCookie(response)!;
    expect(cookie.value).not.toBe(session.refreshToken);
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
    expect((await refresh(t.app, cookie.value)).statusCode).toBe(200);
  });

  it('keeps a browser-session cookie a session cookie', async () => {
    const session = await signedInUser(t.app);
    const cookie = refreshCookie(await refresh(t.app, session.refreshToken))!;
    expect(cookie.maxAge).toBeUndefined();
  });

  it('also answers GET (the waiting path)', async () => {
    const session = await signedInUser(t.app);
    expect((await refresh(t.app, session.refreshToken, 'GET')).statusCode).toBe(200);
  });

  it('needs X-Requested-With: XMLHttpRequest (CSRF defence)', async () => {
    const session = await signedInUser(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { aabhushan_refresh: session.refreshToken } });
    expect(response.statusCode).toBe(403);
    expect(response.json().success).toBe(false);
    // The refused request did not use the token up.
    expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(200);
  });

  it('without a cookie, or with an unknown one: 401 and the cookie is cleared', async () => {
    for (const token of [null, 'made-up-token']) {
      const response = await refresh(t.app, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(ENDED);
      const cleared = refreshCookie(response)!;
      expect(cleared.value).toBe('');
      expect(cleared.path).toBe('/api/auth');
    }
  });

  it('reuse of a rotated token revokes the whole family: the newer token and its access tokens fail too', async () => {
    const session = await signedInUser(t.app);
    const rotated = await refresh(t.app, session.refreshToken);
    const newer = refreshCookie(rotated)!.value;
    const newerAccess = rotated.json().data.accessToken;
    await ageUse(session.refreshToken);

    const reuse = await refresh(t.app, session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(ENDED);
    expect((await refresh(t.app, newer)).statusCode).toBe(401);
    expect((await profile(newerAccess)).statusCode).toBe(401);
    expect((await profile(session.accessToken)).statusCode).toBe(401);
  });

  it('two tabs refreshing with the same cookie at once both get an access token (grace), without revoking', async () => {
    const session = await signedInUser(t.app);
    const [first, second] = await Promise.all([refresh(t.app, session.refreshToken), refresh(t.app, session.refreshToken)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const withCookie = [first, second].filter((response) => refreshCookie(response));
    expect(withCookie).toHaveLength(1);
    expect((await refresh(t.app, refreshCookie(withCookie[0]!)!.value)).statusCode).toBe(200);
  });

  it('an expired refresh token is refused (session cookies end after 1 day on the server)', async () => {
    const session = await signedInUser(t.app);
    const [row] = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashSecret(session.refreshToken)));
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(0.99);
    expect(days).toBeLessThan(1.01);
    await t.database.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.id, row!.id));
    expect((await refresh(t.app, session.refreshToken)).json()).toEqual(ENDED);
  });

  it('stores only the SHA-256 of the refresh token', async () => {
    const session = await signedInUser(t.app);
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashSecret(session.refreshToken));
    expect(JSON.stringify(rows)).not.toContain(session.refreshToken);
  });
});

describe('access tokens on guarded routes', () => {
  it('refuses a tampered token', async () => {
    const session = await signedInUser(t.app);
    const [header, payload, signature] = session.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect((await profile(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
    expect((await profile(`${session.accessToken}x`)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const session = await signedInUser(t.app);
    const { accessToken } = await createAccessTokens(TEST_JWT_SECRET, -1).sign({ userId: session.userId, roleType: 'customer', sessionId: 'x' });
    expect((await profile(accessToken)).statusCode).toBe(401);
  });

  it('refuses alg none and HS512 tokens for a real session', async () => {
    const session = await signedInUser(t.app);
    const sid = (await createAccessTokens(TEST_JWT_SECRET).verify(session.accessToken))!.sessionId;
    const claims = { role: 'customer', sid };
    const none = new UnsecuredJWT(claims).setSubject(session.userId).setIssuer('aabhushan').setExpirationTime('5m').encode();
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).setSubject(session.userId).setIssuer('aabhushan')
      .setExpirationTime('5m').sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await profile(none)).statusCode).toBe(401);
    expect((await profile(hs512)).statusCode).toBe(401);
    expect((await profile(session.accessToken)).statusCode).toBe(200);
  });

  it('refuses a validly signed token whose session does not exist', async () => {
    const session = await signedInUser(t.app);
    const { accessToken } = await createAccessTokens(TEST_JWT_SECRET).sign({ userId: session.userId, roleType: 'customer', sessionId: 'no-such-family' });
    expect((await profile(accessToken)).statusCode).toBe(401);
  });
});

describe('GET /api/auth/check and /api/auth/verify', () => {
  it('check answers authenticated true or false, never 401', async () => {
    const session = await signedInUser(t.app);
    const yes = await t.app.inject({ method: 'GET', url: '/api/auth/check', headers: bearer(session.accessToken) });
    expect(yes.statusCode).toBe(200);
    expect(yes.json().data).toEqual({ authenticated: true });
    for (const headers of [{}, bearer('garbage')]) {
      const no = await t.app.inject({ method: 'GET', url: '/api/auth/check', headers });
      expect(no.statusCode).toBe(200);
      expect(no.json().data).toEqual({ authenticated: false });
    }
  });

  it('verify answers valid with the user, or 401', async () => {
    const session = await signedInUser(t.app);
    const ok = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(session.accessToken) });
    expect(ok.json().data).toEqual({ valid: true, user: { _id: session.userId, name: 'Asha Verma', email: session.email, roleType: 'customer' } });
    const missing = await t.app.inject({ method: 'GET', url: '/api/auth/verify' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().success).toBe(false);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends this session: the refresh cookie and the access token stop working, the cookie is cleared', async () => {
    const session = await signedInUser(t.app);
    const other = sessionOf(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: session.email, password: session.password } }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...XHR, ...bearer(session.accessToken) },
      cookies: { aabhushan_refresh: session.refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Logged out successfully', data: null });
    expect(refreshCookie(response)!.value).toBe('');
    expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(401);
    expect((await profile(session.accessToken)).statusCode).toBe(401);
    // Another device stays signed in.
    expect((await profile(other.accessToken)).statusCode).toBe(200);
  });

  it('ends the session from the bearer alone, and answers 200 when already signed out', async () => {
    const session = await signedInUser(t.app);
    const byBearer = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...XHR, ...bearer(session.accessToken) } });
    expect(byBearer.statusCode).toBe(200);
    expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: XHR });
    expect(again.statusCode).toBe(200);
  });
});

describe('the refresh cookie over HTTPS', () => {
  const secureName = '__Secure-aabhushan_refresh';

  async function signInTo(shop: TestApp, { headers = {}, remoteAddress = nextAddress() }: { headers?: Record<string, string>; remoteAddress?: string } = {}) {
    const { body } = await register(shop.app);
    return shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password, rememberMe: true }, remoteAddress, headers });
  }

  it('is named __Secure- and Secure when PUBLIC_URL is https, whatever NODE_ENV says', async () => {
    const shop = await createTestApp({ seed: false, config: { PUBLIC_URL: 'https://shop.example.com' } });
    try {
      const signedIn = await signInTo(shop);
      const cookie = signedIn.cookies.find((entry) => entry.name === secureName)!;
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
      expect(signedIn.cookies.find((entry) => entry.name === 'aabhushan_refresh')).toBeUndefined();
      // Only the prefixed cookie counts: a plain-named one could have been set by a plain-HTTP page.
      const planted = await shop.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: XHR, cookies: { aabhushan_refresh: cookie.value } });
      expect(planted.statusCode).toBe(401);
      const refreshed = await shop.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: XHR, cookies: { [secureName]: cookie.value } });
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.cookies.find((entry) => entry.name === secureName)!.secure).toBe(true);
    } finally {
      await shop.close();
    }
  });

  it('is Secure when a trusted proxy says the shopper came over https', async () => {
    const shop = await createTestApp({ seed: false, config: { TRUST_PROXY: '127.0.0.1' } });
    try {
      // The proxy on this machine forwards a shopper's HTTPS request.
      const proxied = await signInTo(shop, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': nextAddress() } });
      expect(proxied.cookies.find((entry) => entry.name === secureName)!.secure).toBe(true);
      const plain = await signInTo(shop);
      expect(plain.cookies.find((entry) => entry.name === 'aabhushan_refresh')!.secure).toBeFalsy();
    } finally {
      await shop.close();
    }
  });
});
