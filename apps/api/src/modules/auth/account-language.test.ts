import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { refusal } from '../../test/refusal';
import { bearer, nextAddress, registration, signedInUser } from './auth-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const putLanguage = (payload: unknown, accessToken?: string) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/language', headers: accessToken ? bearer(accessToken) : {}, payload: payload as Record<string, unknown> });
const profileOf = async (accessToken: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(accessToken) })).json().data;
const storedLanguage = async (userId: string) =>
  (await t.database.db.select({ language: users.mailLanguage }).from(users).where(eq(users.id, userId)))[0]?.language;

describe('the language kept on the account', () => {
  it('is English for an account made without the storefront cookie', async () => {
    const session = await signedInUser(t.app);
    expect((await profileOf(session.accessToken)).language).toBe('en');
  });

  it("is the storefront's language at sign-up (the lang cookie)", async () => {
    const body = registration();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, cookies: { lang: 'hi' }, remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(201);
    expect(await storedLanguage(response.json().data.user._id)).toBe('hi');
  });

  it('ignores a cookie that names no store language', async () => {
    const body = registration();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, cookies: { lang: 'fr' }, remoteAddress: nextAddress() });
    expect(await storedLanguage(response.json().data.user._id)).toBe('en');
  });

  it('PUT /api/auth/language keeps the choice, and the profile answers it', async () => {
    const session = await signedInUser(t.app);
    const response = await putLanguage({ language: 'ta' }, session.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Your e-mails will be written in this language.', data: { language: 'ta' } });
    expect((await profileOf(session.accessToken)).language).toBe('ta');
    await putLanguage({ language: 'te' }, session.accessToken);
    expect(await storedLanguage(session.userId)).toBe('te');
  });

  it.each([[{ language: 'fr' }], [{ language: '' }], [{ language: 7 }], [{}]])('refuses %j with a clear sentence', async (payload) => {
    const session = await signedInUser(t.app);
    const response = await putLanguage(payload, session.accessToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('Please choose English, Hindi, Tamil or Telugu.'));
    expect(await storedLanguage(session.userId)).toBe('en');
  });

  it('is the language chosen on the storefront before signing in (the lang cookie); no cookie, or one naming no store language, leaves it as it was', async () => {
    const session = await signedInUser(t.app);
    await putLanguage({ language: 'te' }, session.accessToken);
    const signInWith = (cookies: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: session.email, password: session.password }, cookies, remoteAddress: nextAddress() });
    expect((await signInWith({})).statusCode).toBe(200);
    expect(await storedLanguage(session.userId)).toBe('te');
    expect((await signInWith({ lang: 'fr' })).statusCode).toBe(200);
    expect(await storedLanguage(session.userId)).toBe('te');
    expect((await signInWith({ lang: 'ta' })).statusCode).toBe(200);
    expect(await storedLanguage(session.userId)).toBe('ta');
    // A refused sign-in changes nothing.
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: session.email, password: 'Wrong@2025x' }, cookies: { lang: 'hi' }, remoteAddress: nextAddress() });
    expect(refused.statusCode).toBe(401);
    expect(await storedLanguage(session.userId)).toBe('ta');
  });

  it('needs a signed-in customer', async () => {
    expect((await putLanguage({ language: 'hi' })).statusCode).toBe(401);
  });

  it('the database refuses a language the store does not speak', async () => {
    const session = await signedInUser(t.app);
    await expect(t.database.db.update(users).set({ mailLanguage: 'fr' }).where(eq(users.id, session.userId))).rejects.toThrow();
  });
});
