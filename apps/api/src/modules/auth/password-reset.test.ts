import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { oneTimeTokens } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { bearer, login, nextAddress, outboxFor, refresh, register, signedInUser } from './auth-test-helpers';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Fresh#456';
const INVALID_LINK = refusal('This reset link is invalid or has expired. Please request a new one.');
const SAME_ANSWER = { success: true, message: 'If an account exists for this email, a reset link has been sent.', data: null };

const forgot = (email: string, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
const reset = (token: string, newPassword = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });

/** The link in the newest reset mail, once `count` have arrived: they are sent after the answer. */
async function resetToken(email: string, count = 1): Promise<string> {
  const mail = await vi.waitFor(async () => {
    const found = (await outboxFor(t.app, email)).filter((entry) => entry.subject === 'Reset your Aabhushan password');
    if (found.length < count) throw new Error(`no reset mail ${count} for ${email} yet`);
    return found[0];
  });
  const link = mail!.links.find((href) => href.includes('/reset-password?token='))!;
  return new URL(link).searchParams.get('token')!;
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for a known and an unknown e-mail; only the account gets a link', async () => {
    const { body } = await register(t.app);
    const known = await forgot(body.email.toUpperCase());
    const unknown = await forgot('nobody.at.all@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(SAME_ANSWER);
    expect(unknown.json()).toEqual(SAME_ANSWER);
    const [mail] = await vi.waitFor(async () => {
      const mails = await outboxFor(t.app, body.email);
      expect(mails).toHaveLength(2);
      return mails;
    });
    expect(await outboxFor(t.app, 'nobody.at.all@example.com')).toEqual([]);
    expect(mail!.subject).toBe('Reset your Aabhushan password');
    expect(mail!.links[0]).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[0-9a-f]{24}\.[\w-]{43}$/);
  });

  it('never sends a link to the host a request names (no PUBLIC_URL set)', async () => {
    const { body } = await register(t.app);
    const asked = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: body.email }, remoteAddress: nextAddress(), headers: { host: 'evil.example:8080' } });
    expect(asked.json()).toEqual(SAME_ANSWER);
    const mail = await vi.waitFor(async () => {
      const found = (await outboxFor(t.app, body.email)).find((entry) => entry.subject === 'Reset your Aabhushan password');
      if (!found) throw new Error('no reset mail yet');
      return found;
    });
    expect(mail.links).toEqual([expect.stringMatching(/^http:\/\/localhost:3000\/reset-password\?token=/)]);
    expect(mail.text).not.toContain('evil.example');
  });

  it('validates the e-mail with the spec messages', async () => {
    expect((await forgot('')).json().message).toBe('Email is required');
    expect((await forgot('x@y')).json().message).toBe('Please enter a valid email');
  });

  it('the link lives 30 minutes', async () => {
    const { body, user } = await register(t.app);
    await forgot(body.email);
    await resetToken(body.email);
    const [row] = await t.database.db.select().from(oneTimeTokens).where(and(eq(oneTimeTokens.userId, user._id), eq(oneTimeTokens.purpose, 'reset')));
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(30, 0);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, once, and ends every session', async () => {
    const session = await signedInUser(t.app, {}, true);
    await forgot(session.email);
    const token = await resetToken(session.email);

    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect((await login(t.app, session.email, session.password)).statusCode).toBe(401);
    expect((await login(t.app, session.email, NEW_PASSWORD)).statusCode).toBe(200);
    // Every earlier session is gone: refresh cookie and access token.
    expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(session.accessToken) })).statusCode).toBe(401);
    // Used up.
    expect((await reset(token, 'Other#789')).json()).toEqual(INVALID_LINK);
  });

  it('lifts every sign-in lock on the account, from every address: the mailbox is proven', async () => {
    const { body } = await register(t.app);
    const addresses = [nextAddress(), nextAddress()];
    for (const remoteAddress of addresses) {
      for (let i = 0; i < 5; i += 1) await login(t.app, body.email, 'Wrong#123', { remoteAddress });
      expect((await login(t.app, body.email, body.password as string, { remoteAddress })).statusCode).toBe(429);
    }
    await forgot(body.email);
    expect((await reset(await resetToken(body.email))).statusCode).toBe(200);
    for (const remoteAddress of addresses) expect((await login(t.app, body.email, NEW_PASSWORD, { remoteAddress })).statusCode).toBe(200);
  });

  it('refuses a common password and leaves the link usable', async () => {
    const { body } = await register(t.app);
    await forgot(body.email);
    const token = await resetToken(body.email);
    const refused = await reset(token, 'Qwerty@123');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This password is too common. Please choose another.');
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { body, user } = await register(t.app);
    await forgot(body.email);
    const token = await resetToken(body.email);
    await t.database.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeTokens.userId, user._id), eq(oneTimeTokens.purpose, 'reset')));
    const response = await reset(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_LINK);
    expect((await login(t.app, body.email, body.password as string)).statusCode).toBe(200);
  });

  it('refuses unknown, tampered and other-purpose tokens', async () => {
    const { body } = await register(t.app);
    const verifyToken = new URL((await outboxFor(t.app, body.email))[0]!.links[0]!).searchParams.get('token')!;
    for (const token of ['nonsense', '0123456789abcdef01234567.abc', `${verifyToken.split('.')[0]}.x`, verifyToken]) {
      const response = await reset(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_LINK);
    }
  });

  it('applies the password policy and needs a token', async () => {
    expect((await reset('abc', 'weakpass')).json().message).toBe(
      'Password must contain a number, an uppercase letter, a lowercase letter and one of # ? ! @ $ % ^ & * -',
    );
    expect((await reset('', NEW_PASSWORD)).json().message).toBe('The link is incomplete. Please use the link from the e-mail.');
  });

  it('a reset makes every other reset link of the account useless', async () => {
    const { body } = await register(t.app);
    await forgot(body.email);
    const first = await resetToken(body.email);
    await forgot(body.email);
    const second = await resetToken(body.email, 2);
    expect(first).not.toBe(second);
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first, 'Other#789')).json()).toEqual(INVALID_LINK);
  });
});
