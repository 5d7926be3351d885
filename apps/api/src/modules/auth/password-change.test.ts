import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { bearer, login, refresh, sessionOf, signedInUser } from './auth-test-helpers';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Fresh#456';
const change = (accessToken: string | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: accessToken ? bearer(accessToken) : {}, payload });
const profileStatus = async (accessToken: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(accessToken) })).statusCode;

describe('PUT /api/auth/password', () => {
  it('needs a signed-in user', async () => {
    expect((await change(null, { currentPassword: 'Secret#123', newPassword: NEW_PASSWORD })).statusCode).toBe(401);
  });

  it('refuses a wrong current password (400) and keeps the old one', async () => {
    const session = await signedInUser(t.app);
    const response = await change(session.accessToken, { currentPassword: 'Wrong#123', newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('Current password is incorrect'));
    expect((await login(t.app, session.email, session.password)).statusCode).toBe(200);
  });

  it.each([
    [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'Current password is required'],
    [{ currentPassword: 'Secret#123', newPassword: 'Ab1#' }, 'Password must be at least 6 characters'],
    [{ currentPassword: 'Secret#123', newPassword: 'onlylowercase' }, 'Password must contain a number, an uppercase letter, a lowercase letter and one of # ? ! @ $ % ^ & * -'],
  ])('applies the one password policy: %o', async (payload, message) => {
    const session = await signedInUser(t.app);
    const response = await change(session.accessToken, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a common new password', async () => {
    const session = await signedInUser(t.app);
    const response = await change(session.accessToken, { currentPassword: session.password, newPassword: 'Iloveyou!1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This password is too common. Please choose another.');
  });

  it('refuses the same password as the new one', async () => {
    const session = await signedInUser(t.app);
    const response = await change(session.accessToken, { currentPassword: session.password, newPassword: session.password });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('New password must be different from your current password');
  });

  it('changes it, keeps this session and ends every other one', async () => {
    const session = await signedInUser(t.app);
    const other = sessionOf(await login(t.app, session.email, session.password));
    const response = await change(session.accessToken, { currentPassword: session.password, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Password updated successfully!', data: null });

    expect(await profileStatus(session.accessToken)).toBe(200);
    expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(200);
    expect(await profileStatus(other.accessToken)).toBe(401);
    expect((await refresh(t.app, other.refreshToken)).statusCode).toBe(401);

    expect((await login(t.app, session.email, session.password)).statusCode).toBe(401);
    expect((await login(t.app, session.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('wrong current passwords count as failed sign-ins (no guessing with a stolen session)', async () => {
    const session = await signedInUser(t.app);
    for (let i = 0; i < 5; i += 1) await change(session.accessToken, { currentPassword: 'Wrong#123', newPassword: NEW_PASSWORD });
    const locked = await change(session.accessToken, { currentPassword: session.password, newPassword: NEW_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many sign-in attempts/);
  });

  it('parallel wrong current passwords cannot all be checked (at most 5)', async () => {
    const session = await signedInUser(t.app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => change(session.accessToken, { currentPassword: 'Wrong#123', newPassword: NEW_PASSWORD })));
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(5);
  });

  it('a right current password clears the failures', async () => {
    const session = await signedInUser(t.app);
    for (let i = 0; i < 4; i += 1) await change(session.accessToken, { currentPassword: 'Wrong#123', newPassword: NEW_PASSWORD });
    expect((await change(session.accessToken, { currentPassword: session.password, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(t.app, session.email, 'Wrong#123')).statusCode).toBe(401);
  });
});
