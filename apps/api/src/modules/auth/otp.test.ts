import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { bearer, nextAddress, outboxFor, refreshCookie, register } from './auth-test-helpers';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const INVALID = refusal('Invalid or expired code');

/** Asks for a code; the code is mailed after the answer, so this waits for that too. */
async function sendOtp(email: string, remoteAddress = nextAddress()) {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { email }, remoteAddress });
  await t.app.afterAnswer.settled();
  return response;
}
const verifyOtp = (userId: string, otp: string | number, rememberMe = false, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { userId, otp, rememberMe }, remoteAddress });

/**
 * The newest sign-in mail to that address. A new account's verification mail is there too, and
 * mails delivered in one pass can share a time, so it is picked by its subject, not its place.
 */
async function latestSignInMail(email: string) {
  return (await outboxFor(t.app, email)).find((mail) => mail.subject === 'Your Aabhushan sign-in code');
}

/** The code in the newest sign-in mail to that address. */
async function latestCode(email: string): Promise<string> {
  const mail = await latestSignInMail(email);
  const code = /sign-in code is (\d{6})/.exec(mail!.text)?.[1];
  if (!code) throw new Error(`no code in ${mail?.subject}`);
  return code;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/send-otp', () => {
  it('answers the userId and e-mails a 6-digit code valid 10 minutes', async () => {
    const { body, user } = await register(t.app);
    const response = await sendOtp(body.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { userId: user._id } });
    expect(await latestSignInMail(body.email)).toBeDefined();
    const [row] = await t.database.db.select().from(oneTimeTokens).where(and(eq(oneTimeTokens.userId, user._id), eq(oneTimeTokens.purpose, 'otp')));
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(10, 0);
    expect(row!.tokenHash).not.toContain(await latestCode(body.email));
  });

  it('answers an unknown e-mail exactly like a known one: a stable id shaped like a real one, and no mail', async () => {
    const first = await sendOtp('nobody@example.com');
    expect(first.statusCode).toBe(200);
    const { body: known } = await register(t.app);
    const knownAnswer = (await sendOtp(known.email)).json();
    const answer = first.json();
    expect(answer).toEqual({ ...knownAnswer, data: { userId: expect.stringMatching(/^[0-9a-f]{24}$/) } });
    // Same e-mail (any case): same id, so asking twice does not give the game away.
    expect((await sendOtp('NOBODY@example.com')).json().data.userId).toBe(answer.data.userId);
    expect((await sendOtp('nobody.else@example.com')).json().data.userId).not.toBe(answer.data.userId);
    expect(await outboxFor(t.app, 'nobody@example.com')).toEqual([]);
    expect((await verifyOtp(answer.data.userId, '123456')).json()).toEqual(INVALID);
  });

  it('limits codes for an unknown e-mail like for an account (5 in 15 minutes)', async () => {
    for (let i = 0; i < 5; i += 1) expect((await sendOtp('ghost.limit@example.com')).statusCode).toBe(200);
    const limited = await sendOtp('ghost.limit@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many requests for this email. Please try again in 15 minutes.');
  });

  it('two requests at once leave exactly one live code', async () => {
    const { body, user } = await register(t.app);
    await Promise.all([sendOtp(body.email), sendOtp(body.email), sendOtp(body.email)]);
    const rows = await t.database.db.select().from(oneTimeTokens).where(and(eq(oneTimeTokens.userId, user._id), eq(oneTimeTokens.purpose, 'otp')));
    expect(rows).toHaveLength(1);
  });

  it('validates the e-mail', async () => {
    expect((await sendOtp('nope')).json().message).toBe('Please enter a valid email');
  });

  it('sends at most 5 codes per account in 15 minutes', async () => {
    const { body } = await register(t.app);
    for (let i = 0; i < 5; i += 1) expect((await sendOtp(body.email)).statusCode).toBe(200);
    const limited = await sendOtp(body.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many requests for this email. Please try again in 15 minutes.');
  });
});

describe('POST /api/auth/verify-otp', () => {
  it('signs in exactly like login (answer and cookie), once, and verifies the e-mail', async () => {
    const { body, user } = await register(t.app);
    await sendOtp(body.email);
    const code = await latestCode(body.email);
    const response = await verifyOtp(user._id, code, true);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.message).toBe('Login successful');
    expect(answer.data).toMatchObject({ expiresIn: 900, user: { _id: user._id, email: body.email, roleType: 'customer' } });
    expect(refreshCookie(response)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', maxAge: 2_592_000 });
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(answer.data.accessToken) });
    expect(profile.json().data.emailVerified).toBe(true);
    expect((await verifyOtp(user._id, code)).json()).toEqual(INVALID);
  });

  it('refuses a wrong code, an unknown user and a malformed code', async () => {
    const { body, user } = await register(t.app);
    await sendOtp(body.email);
    const code = await latestCode(body.email);
    expect((await verifyOtp(user._id, wrong(code))).statusCode).toBe(401);
    expect((await verifyOtp('0123456789abcdef01234567', code)).json()).toEqual(INVALID);
    const malformed = await verifyOtp(user._id, '12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Please enter the 6-digit code');
    expect((await verifyOtp(user._id, code)).statusCode).toBe(200);
  });

  it('the fifth wrong try burns the code', async () => {
    const { body, user } = await register(t.app);
    await sendOtp(body.email);
    const code = await latestCode(body.email);
    for (let i = 0; i < 5; i += 1) expect((await verifyOtp(user._id, wrong(code))).json()).toEqual(INVALID);
    expect((await verifyOtp(user._id, code)).json()).toEqual(INVALID);
  });

  it('four wrong tries still leave the right code usable', async () => {
    const { body, user } = await register(t.app);
    await sendOtp(body.email);
    const code = await latestCode(body.email);
    for (let i = 0; i < 4; i += 1) await verifyOtp(user._id, wrong(code));
    expect((await verifyOtp(user._id, code)).statusCode).toBe(200);
  });

  it('an expired code is refused', async () => {
    const { body, user } = await register(t.app);
    await sendOtp(body.email);
    const code = await latestCode(body.email);
    await t.database.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeTokens.userId, user._id), eq(oneTimeTokens.purpose, 'otp')));
    expect((await verifyOtp(user._id, code)).json()).toEqual(INVALID);
  });

  it('a new code replaces the old one', async () => {
    const { body, user } = await register(t.app);
    await sendOtp(body.email);
    const first = await latestCode(body.email);
    await sendOtp(body.email);
    const second = await latestCode(body.email);
    if (first !== second) expect((await verifyOtp(user._id, first)).json()).toEqual(INVALID);
    expect((await verifyOtp(user._id, second)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(oneTimeTokens).where(and(eq(oneTimeTokens.userId, user._id), eq(oneTimeTokens.purpose, 'otp')));
    expect(rows).toHaveLength(1);
  });

  it('still works when the password sign-in is locked', async () => {
    const { body, user } = await register(t.app);
    const remoteAddress = nextAddress();
    for (let i = 0; i < 5; i += 1) {
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: 'Wrong#123' }, remoteAddress });
    }
    const locked = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password }, remoteAddress });
    expect(locked.statusCode).toBe(429);
    await sendOtp(body.email, remoteAddress);
    expect((await verifyOtp(user._id, await latestCode(body.email), false, remoteAddress)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user._id));
    expect(row!.emailVerifiedAt).not.toBeNull();
  });

  it('wrong codes count towards the failed sign-ins of the account', async () => {
    const { body, user } = await register(t.app);
    await sendOtp(body.email);
    const code = await latestCode(body.email);
    const remoteAddress = nextAddress();
    for (let i = 0; i < 5; i += 1) await verifyOtp(user._id, wrong(code), false, remoteAddress);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password }, remoteAddress });
    expect(login.statusCode).toBe(429);
  });
});
