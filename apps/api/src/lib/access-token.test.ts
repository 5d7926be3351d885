import { SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './access-token';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const identity = { userId: 'user-1', roleType: 'customer' as const, sessionId: 'family-1' };
const key = new TextEncoder().encode(SECRET);

describe('access tokens', () => {
  it('sign and verify the identity; 15 minutes by default', async () => {
    const tokens = createAccessTokens(SECRET);
    const { accessToken, expiresIn } = await tokens.sign(identity);
    expect(expiresIn).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(accessToken.split('.')).toHaveLength(3);
    expect(await tokens.verify(accessToken)).toEqual(identity);
  });

  it('refuse an expired token', async () => {
    const { accessToken } = await createAccessTokens(SECRET, -1).sign(identity);
    expect(await createAccessTokens(SECRET).verify(accessToken)).toBeNull();
  });

  it('refuse a token signed with another secret or tampered with', async () => {
    const { accessToken } = await createAccessTokens(`${SECRET}-other`).sign(identity);
    expect(await createAccessTokens(SECRET).verify(accessToken)).toBeNull();
    const good = (await createAccessTokens(SECRET).sign(identity)).accessToken;
    const [header, payload, signature] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect(await createAccessTokens(SECRET).verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('refuse alg none and HS512 (algorithm allowlist)', async () => {
    const tokens = createAccessTokens(SECRET);
    const claims = { role: 'customer', sid: 'family-1' };
    const none = new UnsecuredJWT(claims).setSubject('user-1').setIssuer('aabhushan').setExpirationTime('5m').encode();
    expect(await tokens.verify(none)).toBeNull();
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('user-1')
      .setIssuer('aabhushan')
      .setExpirationTime('5m')
      .sign(key);
    expect(await tokens.verify(hs512)).toBeNull();
  });

  it('refuse tokens missing claims, of another issuer, or not JWTs at all', async () => {
    const tokens = createAccessTokens(SECRET);
    const base = () => new SignJWT({ role: 'customer', sid: 'family-1' }).setProtectedHeader({ alg: 'HS256' }).setSubject('user-1');
    expect(await tokens.verify(await base().setIssuer('someone-else').setExpirationTime('5m').sign(key))).toBeNull();
    expect(await tokens.verify(await base().setIssuer('aabhushan').sign(key))).toBeNull(); // no exp
    const noSession = await new SignJWT({ role: 'customer' }).setProtectedHeader({ alg: 'HS256' }).setSubject('u').setIssuer('aabhushan').setExpirationTime('5m').sign(key);
    expect(await tokens.verify(noSession)).toBeNull();
    const badRole = await new SignJWT({ role: 'root', sid: 's' }).setProtectedHeader({ alg: 'HS256' }).setSubject('u').setIssuer('aabhushan').setExpirationTime('5m').sign(key);
    expect(await tokens.verify(badRole)).toBeNull();
    expect(await tokens.verify('not.a.jwt')).toBeNull();
    expect(await tokens.verify('')).toBeNull();
  });

  describe('a token verified before', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('answers the same identity again, and stops at its expiry', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
      const tokens = createAccessTokens(SECRET, 60);
      const { accessToken } = await tokens.sign(identity);
      expect(await tokens.verify(accessToken)).toEqual(identity);
      expect(await tokens.verify(accessToken)).toEqual(identity);
      vi.setSystemTime(new Date('2026-11-24T10:01:01Z'));
      expect(await tokens.verify(accessToken)).toBeNull();
    });

    it('is remembered by its exact text: a changed signature is checked anew', async () => {
      const tokens = createAccessTokens(SECRET);
      const { accessToken } = await tokens.sign(identity);
      expect(await tokens.verify(accessToken)).toEqual(identity);
      // A character in the middle of the signature (the last one may carry only padding bits).
      const at = accessToken.length - 10;
      const changed = accessToken[at] === 'A' ? 'B' : 'A';
      expect(await tokens.verify(`${accessToken.slice(0, at)}${changed}${accessToken.slice(at + 1)}`)).toBeNull();
    });
  });
});
