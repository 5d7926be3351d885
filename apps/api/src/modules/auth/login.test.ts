import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET, createTestApp, type TestApp } from '../../test/create-test-app';
import { createAccessTokens } from '../../lib/access-token';
import { seedDemoUsers } from '../../db/seed/users';
import { testCipher } from '../../test/test-cipher';
import { PASSWORD, login, nextAddress, refreshCookie, register } from './auth-test-helpers';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const INVALID = { success: false, message: 'Invalid email or password', code: 'ACCOUNT_INVALID_CREDENTIALS', data: null };

describe('POST /api/auth/login', () => {
  it('signs in: access token, expiry in seconds and the minimal user', async () => {
    const { body, user } = await register(t.app);
    const response = await login(t.app, body.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ success: true, message: 'Login successful' });
    expect(answer.data).toEqual({ accessToken: expect.any(String), expiresIn: 900, user: { _id: user._id, name: 'Asha Verma', email: body.email, roleType: 'customer' } });
    const identity = await createAccessTokens(TEST_JWT_SECRET).verify(answer.data.accessToken);
    expect(identity).toMatchObject({ userId: user._id, roleType: 'customer' });
  });

  it('sets a browser-session refresh cookie without remember me', async () => {
    const { body } = await register(t.app);
    const cookie = refreshCookie(await login(t.app, body.email))!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
    expect(cookie.secure).toBeUndefined();
  });

  it('sets a persistent 30-day cookie with remember me', async () => {
    const { body } = await register(t.app);
    const cookie = refreshCookie(await login(t.app, body.email, PASSWORD, { rememberMe: true }))!;
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
    expect(cookie.httpOnly).toBe(true);
  });

  it('answers a wrong password and an unknown e-mail the same way (401)', async () => {
    const { body } = await register(t.app);
    const wrong = await login(t.app, body.email, 'Wrong#123');
    const unknown = await login(t.app, 'nobody.here@example.com', PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(INVALID);
    expect(unknown.json()).toEqual(INVALID);
    expect(refreshCookie(wrong)).toBeUndefined();
  });

  it('validates the body with the spec messages', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x', password: 'secret' } });
    expect(bad.json()).toEqual(refusal('Please enter a valid email'));
    const short = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.in', password: 'abc' } });
    expect(short.json().message).toBe('Password must be at least 6 characters');
  });

  it('signs in the seeded demo customer', async () => {
    await seedDemoUsers(t.database.db, testCipher, new Date(), false);
    const response = await login(t.app, 'demo@example.com', 'Demo@1234');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ name: 'Priya Sharma', email: 'demo@example.com', roleType: 'customer' });
  });
});

describe('sign-in rate limits', () => {
  it('locks an account after 5 failures in 15 minutes from one address, even for the right password (429)', async () => {
    const { body } = await register(t.app);
    const remoteAddress = nextAddress();
    for (let i = 0; i < 5; i += 1) expect((await login(t.app, body.email, 'Wrong#123', { remoteAddress })).statusCode).toBe(401);
    const locked = await login(t.app, body.email.toUpperCase(), PASSWORD, { remoteAddress });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(refusal('Too many sign-in attempts. Please try again in 15 minutes.'));
    // The client shows it by its code and values, in the shopper's language, never by the English.
    expect(locked.json()).toMatchObject({ code: 'AUTH_TOO_MANY_SIGN_INS', values: { count: '15' } });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it("locks only the address that guessed: the customer signs in from their own", async () => {
    const { body } = await register(t.app);
    const attacker = nextAddress();
    for (let i = 0; i < 5; i += 1) await login(t.app, body.email, 'Wrong#123', { remoteAddress: attacker });
    expect((await login(t.app, body.email, PASSWORD, { remoteAddress: attacker })).statusCode).toBe(429);
    expect((await login(t.app, body.email, PASSWORD, { remoteAddress: nextAddress() })).statusCode).toBe(200);
  });

  it('locks an account everywhere after 20 failures from any addresses', async () => {
    const { body } = await register(t.app);
    for (let i = 0; i < 20; i += 1) expect((await login(t.app, body.email, 'Wrong#123')).statusCode).toBe(401);
    const locked = await login(t.app, body.email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
  });

  it('a successful sign-in clears the account failures of that address', async () => {
    const { body } = await register(t.app);
    const remoteAddress = nextAddress();
    for (let i = 0; i < 4; i += 1) await login(t.app, body.email, 'Wrong#123', { remoteAddress });
    expect((await login(t.app, body.email, PASSWORD, { remoteAddress })).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(t.app, body.email, 'Wrong#123', { remoteAddress })).statusCode).toBe(401);
    expect((await login(t.app, body.email, PASSWORD, { remoteAddress })).statusCode).toBe(200);
  });

  it('parallel guesses cannot all pass the limit: at most 5 from one address reach the password check', async () => {
    const { body } = await register(t.app);
    const remoteAddress = nextAddress();
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(t.app, body.email as string, 'Wrong#123', { remoteAddress })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('unknown e-mails lock the same way (no account enumeration through the limit)', async () => {
    const remoteAddress = nextAddress();
    for (let i = 0; i < 5; i += 1) await login(t.app, 'ghost@example.com', 'Wrong#123', { remoteAddress });
    expect((await login(t.app, 'ghost@example.com', 'Wrong#123', { remoteAddress })).statusCode).toBe(429);
  });

  it('limits one address to 20 failures in 15 minutes across accounts', async () => {
    const { body } = await register(t.app);
    const remoteAddress = '203.0.113.7';
    for (let i = 0; i < 20; i += 1) {
      expect((await login(t.app, `probe${i}@example.com`, 'Wrong#123', { remoteAddress })).statusCode).toBe(401);
    }
    const blocked = await login(t.app, body.email, PASSWORD, { remoteAddress });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
    // Another address is not affected.
    expect((await login(t.app, body.email, PASSWORD, { remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
  });
});
