import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers, oneTimeTokens, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { testCipher } from '../../test/test-cipher';
import { nextAddress, outboxFor, register, registration } from './auth-test-helpers';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: nextAddress() });
const userByEmail = async (email: string) => (await t.database.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`))[0];

describe('POST /api/auth/register', () => {
  it('creates the account (201) with the spec message and the minimal user', async () => {
    const body = registration({ email: '  Meera.Iyer@Example.com ', name: 'Meera Iyer' });
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ success: true, message: 'Account created successfully! Please check your email for verification.' });
    expect(answer.data.user).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Meera Iyer', email: 'Meera.Iyer@Example.com', roleType: 'customer' });
    const row = await userByEmail('meera.iyer@example.com');
    expect(row).toMatchObject({ email: 'Meera.Iyer@Example.com', gender: 'Female', emailVerifiedAt: null });
    // The phone and the date of birth are kept sealed for this account and column.
    expect([row!.contact, row!.dob].join(' ')).not.toMatch(/9812345678|1994-05-17/);
    expect(testCipher.open(row!.contact!, `user:${row!.id}:contact`)).toBe('9812345678');
    expect(testCipher.open(row!.dob!, `user:${row!.id}:dob`)).toBe('1994-05-17');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(body.password);
  });

  it('stores the consent records: terms time and the newsletter choice', async () => {
    const before = Date.now();
    const withNews = registration({ newsletter: true });
    expect((await post(withNews)).statusCode).toBe(201);
    const row = await userByEmail(withNews.email);
    expect(row!.newsletterOptIn).toBe(true);
    expect(row!.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const subscribed = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, withNews.email));
    expect(subscribed).toHaveLength(1);
    expect(subscribed[0]!.source).toBe('signup');

    const without = registration();
    expect((await post(without)).statusCode).toBe(201);
    expect((await userByEmail(without.email))!.newsletterOptIn).toBe(false);
    expect(await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, without.email))).toHaveLength(0);
  });

  it('opting in with an address already on the newsletter list is fine (idempotent)', async () => {
    const body = registration({ newsletter: true });
    await t.database.db.insert(newsletterSubscribers).values({ id: 'ns1', email: body.email.toUpperCase(), source: 'footer' });
    expect((await post(body)).statusCode).toBe(201);
    const rows = await t.database.db.select().from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${body.email}`);
    expect(rows).toHaveLength(1);
  });

  it('refuses a second account for the same e-mail in another case (409)', async () => {
    const { body } = await register(t.app);
    const again = await post(registration({ email: body.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal('An account with this email already exists. Please sign in instead.'));
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'A' }, 'Name must be at least 2 characters'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'nope' }, 'Please enter a valid email'],
    [{ contact: '12345' }, 'Please enter a valid 10-digit phone number'],
    [{ contact: '' }, 'Phone number is required'],
    [{ password: '' }, 'Password is required'],
    [{ password: 'Ab1#' }, 'Password must be at least 6 characters'],
    [{ password: 'secret123' }, 'Password must contain a number, an uppercase letter, a lowercase letter and one of # ? ! @ $ % ^ & * -'],
    [{ dob: '' }, 'Date of birth is required'],
    [{ dob: '1994-13-01' }, 'Please enter a valid date of birth'],
    [{ gender: 'X' }, 'Please select your gender'],
    [{ agreeTerms: false }, 'You must agree to the terms and conditions'],
  ])('refuses %o with 400 and the message', async (change, message) => {
    const response = await post(registration(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message));
  });
});

describe('the origin of e-mailed links (no PUBLIC_URL)', () => {
  // A reset or verification link built from a forged Host header would carry a working
  // token to another site. Links come from PUBLIC_URL, or localhost on the server's port.
  it.each(['evil.example:8080', 'shop.local:4100', 'evil.example/phish?', 'user@evil.example'])('Host %s still gives links on http://localhost:3000', async (host) => {
    const body = registration();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: nextAddress(), headers: { host } });
    expect(response.statusCode).toBe(201);
    const [mail] = await outboxFor(t.app, body.email as string);
    expect(mail!.links[0]!.startsWith('http://localhost:3000/api/auth/verify-email?token=')).toBe(true);
  });
});

describe('common passwords', () => {
  it('refuses one of the 10,000 most common, dressed up to meet the rules, and creates nothing', async () => {
    const body = registration({ password: 'Password@1' });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('This password is too common. Please choose another.'));
    expect(await outboxFor(t.app, body.email as string)).toEqual([]);
  });
});

describe('the sign-up mail cannot be aimed', () => {
  it('repeats no more of the name than 40 plain characters', async () => {
    const name = 'Claim your prize at https://evil.example/win before midnight, Asha';
    const body = registration({ name });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: nextAddress() })).statusCode).toBe(201);
    const [mail] = await outboxFor(t.app, body.email as string);
    expect(mail!.text.split('\n')[0]).toBe('Namaste Claim your prize at https evil example w,');
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.links.every((link) => link.startsWith('http://localhost:3000/'))).toBe(true);
  });
});

describe('e-mail verification', () => {
  it("sends a signed link on the store's address that verifies the address once", async () => {
    const { body } = await register(t.app);
    const [mail] = await outboxFor(t.app, body.email);
    expect(mail!.subject).toBe('Please verify your email for Aabhushan');
    const link = mail!.links.find((href) => href.includes('/api/auth/verify-email?token='))!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[0-9a-f]{24}\.[\w-]{43}$/);
    const path = link.replace('http://localhost:3000', '');

    const first = await t.app.inject({ method: 'GET', url: path });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/login?verified=true');
    expect((await userByEmail(body.email))!.emailVerifiedAt).toBeInstanceOf(Date);

    const second = await t.app.inject({ method: 'GET', url: path });
    expect(second.headers.location).toBe('/login?verified=invalid');
  });

  it('refuses tampered, expired, missing and unknown tokens', async () => {
    const { body, user } = await register(t.app);
    const [mail] = await outboxFor(t.app, body.email);
    const token = new URL(mail!.links[0]!).searchParams.get('token')!;
    const verify = (query: string) => t.app.inject({ method: 'GET', url: `/api/auth/verify-email${query}` });

    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await verify(`?token=${tampered}`)).headers.location).toBe('/login?verified=invalid');
    expect((await verify('')).headers.location).toBe('/login?verified=invalid');
    expect((await verify('?token=abc')).headers.location).toBe('/login?verified=invalid');
    expect((await verify('?token=0123456789abcdef01234567.secret')).headers.location).toBe('/login?verified=invalid');

    await t.database.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.userId, user._id));
    expect((await verify(`?token=${token}`)).headers.location).toBe('/login?verified=invalid');
    expect((await userByEmail(body.email))!.emailVerifiedAt).toBeNull();
  });

  it('the link lives 24 hours', async () => {
    const { user } = await register(t.app);
    const [row] = await t.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user._id));
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
    expect(row!.purpose).toBe('verify-email');
  });
});
