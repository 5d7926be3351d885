import { TERMS_VERSION } from '@aabhushan/shared/legal/terms-version';
import { ACCOUNT_DELETION_ANSWERS } from '@aabhushan/shared/schemas/account-deletion';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refreshTokens, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { insertTestOrder } from '../../test/insert-order';
import { signInStaff } from '../../test/signed-in-customer';
import { bearer, login, refresh, register, signedInUser } from '../auth/auth-test-helpers';
import { refusal } from '../../test/refusal';

/** Deleting one's own account: who may, when, and what the shopper sees afterwards. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const remove = (authorization: string | null, payload: object, remoteAddress = '10.30.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/delete-account', headers: authorization ? { authorization } : {}, payload, remoteAddress });
const nameOf = async (userId: string) => (await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, userId)))[0]?.name;

describe('POST /api/auth/delete-account', () => {
  it('is for a signed-in customer only', async () => {
    expect((await remove(null, { password: 'Secret#123' })).statusCode).toBe(401);
  });

  it('asks for the password', async () => {
    const session = await signedInUser(t.app);
    const response = await remove(bearer(session.accessToken).authorization, { password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Current password is required');
  });

  it('refuses a wrong password as the password change does, counts it as a failed sign-in and erases nothing', async () => {
    const session = await signedInUser(t.app, { name: 'Ritu Malhotra' });
    const wrong = await remove(bearer(session.accessToken).authorization, { password: 'Wrong#123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject(refusal('Current password is incorrect'));
    expect(await nameOf(session.userId)).toBe('Ritu Malhotra');
    // Five wrong tries from one address lock the account's sign-ins there, whichever form they came from.
    for (let i = 0; i < 5; i += 1) await remove(bearer(session.accessToken).authorization, { password: 'Wrong#123' }, '10.30.0.2');
    const locked = await remove(bearer(session.accessToken).authorization, { password: session.password }, '10.30.0.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many sign-in attempts/);
    expect(await nameOf(session.userId)).toBe('Ritu Malhotra');
  });

  it('refuses staff accounts with a clear message', async () => {
    const staff = await signInStaff(t);
    const response = await remove(staff.authorization, { password: 'whatever' });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().message).toBe(ACCOUNT_DELETION_ANSWERS.staffRefused);
    expect(await nameOf(staff.userId)).toBe('Store Manager');
  });

  it('waits while an order is open or a refund is owed, and goes ahead once every order is finished', async () => {
    const session = await signedInUser(t.app, { name: 'Farah Khan' });
    const authorization = bearer(session.accessToken).authorization;
    await insertTestOrder(t.database.db, session.userId, { status: 'delivered', paymentMethod: 'cod', paymentStatus: 'paid' });
    const open = await insertTestOrder(t.database.db, session.userId, { status: 'shipped', paymentMethod: 'cod', paymentStatus: 'pending' });
    const refused = await remove(authorization, { password: session.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(refusal(ACCOUNT_DELETION_ANSWERS.openOrders));
    expect(await nameOf(session.userId)).toBe('Farah Khan');
    expect((await login(t.app, session.email, session.password)).statusCode).toBe(200);

    // Returned, but the money has not gone back yet: still open.
    await t.database.db.update(orders).set({ status: 'returned', paymentStatus: 'paid' }).where(eq(orders.id, open.id));
    expect((await remove(authorization, { password: session.password })).statusCode).toBe(409);
    await t.database.db.update(orders).set({ status: 'refunded', paymentStatus: 'refunded' }).where(eq(orders.id, open.id));
    const deleted = await remove(authorization, { password: session.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await nameOf(session.userId)).toBe('Deleted customer');
  });

  it('deletes the account: signed out everywhere, the old e-mail and password no longer sign in, the address is free', async () => {
    const session = await signedInUser(t.app, { name: 'Kiran Desai' }, true);
    const otherDevice = await login(t.app, session.email, session.password, { rememberMe: true });
    expect(otherDevice.statusCode).toBe(200);
    const otherRefresh = otherDevice.cookies.find((cookie) => cookie.name === 'aabhushan_refresh')!.value;

    const response = await t.app.inject({
      method: 'POST', url: '/api/auth/delete-account', headers: bearer(session.accessToken), payload: { password: session.password }, cookies: { aabhushan_refresh: session.refreshToken },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ACCOUNT_DELETION_ANSWERS.deleted, data: null });
    // This browser's refresh cookie is cleared.
    const cleared = response.cookies.find((cookie) => cookie.name === 'aabhushan_refresh');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/auth');

    // Every session ended, this one and the other device's.
    expect(await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.userId))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(session.accessToken) })).statusCode).toBe(401);
    expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(t.app, otherRefresh)).statusCode).toBe(401);

    const signIn = await login(t.app, session.email, session.password);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().message).toBe('Invalid email or password');

    const again = await register(t.app, { email: session.email, name: 'Kiran Desai' });
    expect(again.user.email).toBe(session.email);
    expect(again.user._id).not.toBe(session.userId);
  });
});

describe('consent at sign-up', () => {
  it('records the time and the version of the terms, and GET /api/auth/my-data shows both', async () => {
    const before = Date.now();
    const session = await signedInUser(t.app, { newsletter: true });
    const [row] = await t.database.db.select({ termsAcceptedAt: users.termsAcceptedAt, termsVersion: users.termsVersion }).from(users).where(eq(users.id, session.userId));
    expect(row!.termsVersion).toBe(TERMS_VERSION);
    expect(row!.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const data = (await t.app.inject({ method: 'GET', url: '/api/auth/my-data', headers: bearer(session.accessToken) })).json();
    expect(data.consents).toEqual({ termsAcceptedAt: row!.termsAcceptedAt!.toISOString(), termsVersion: TERMS_VERSION, newsletter: true });
  });
});
