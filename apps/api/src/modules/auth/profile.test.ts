import { eq } from 'drizzle-orm';
import { insertTestOrder } from '../../test/insert-order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { bearer, login, outboxFor, refresh, signedInUser } from './auth-test-helpers';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const getProfile = (accessToken?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: accessToken ? bearer(accessToken) : {} });
const putProfile = (accessToken: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(accessToken), payload });

const update = (email: string) => ({
  name: 'Asha Kumari Verma',
  email,
  contact: '9123456780',
  dob: '1990-01-31',
  gender: 'Female',
  area: 'C-Scheme',
  city: 'Jaipur',
  state: 'Rajasthan',
  country: 'India',
  pincode: '302001',
});

describe('GET /api/auth/profile', () => {
  it('needs a signed-in user', async () => {
    const response = await getProfile();
    expect(response.statusCode).toBe(401);
    expect(response.json().success).toBe(false);
  });

  it('answers the own profile with totals and the verification state', async () => {
    const session = await signedInUser(t.app);
    const response = await getProfile(session.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      _id: session.userId,
      name: 'Asha Verma',
      email: session.email,
      roleType: 'customer',
      contact: '9812345678',
      dob: '1994-05-17',
      gender: 'Female',
      area: null,
      city: null,
      state: null,
      country: null,
      pincode: null,
      emailVerified: false,
      newsletter: false,
      total_orders: 0,
      wallet_balance: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      language: 'en',
    });
    expect(response.body).not.toContain('argon2');
  });

  it('counts the orders the customer has placed, whatever became of them', async () => {
    const session = await signedInUser(t.app);
    await insertTestOrder(t.database.db, session.userId, { status: 'delivered' });
    await insertTestOrder(t.database.db, session.userId, { status: 'cancelled' });
    expect((await getProfile(session.accessToken)).json().data).toMatchObject({ total_orders: 2, wallet_balance: 0 });
  });
});

describe('PUT /api/auth/profile', () => {
  it('updates every field and answers data.user with the spec message', async () => {
    const session = await signedInUser(t.app);
    const response = await putProfile(session.accessToken, { ...update(session.email), contact: 9123456780 });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Profile updated successfully!');
    expect(response.json().data.user).toMatchObject({ ...update(session.email), emailVerified: false });
    expect((await getProfile(session.accessToken)).json().data).toMatchObject(update(session.email));
  });

  it('clears optional fields sent empty', async () => {
    const session = await signedInUser(t.app);
    await putProfile(session.accessToken, update(session.email));
    const response = await putProfile(session.accessToken, { ...update(session.email), area: '', pincode: '', gender: '', dob: null });
    expect(response.json().data.user).toMatchObject({ area: null, pincode: null, gender: null, dob: null, city: 'Jaipur' });
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ email: 'nope' }, 'Valid email is required'],
    [{ contact: '98765' }, 'Valid 10-digit phone number is required'],
    [{ pincode: '30200' }, 'Valid 6-digit PIN code is required'],
    [{ gender: 'Unknown' }, 'Please select your gender'],
  ])('refuses %o with 400 and the spec message', async (change, message) => {
    const session = await signedInUser(t.app);
    const response = await putProfile(session.accessToken, { ...update(session.email), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message));
  });

  it("refuses another account's e-mail (409), in any case", async () => {
    const first = await signedInUser(t.app);
    const second = await signedInUser(t.app);
    const response = await putProfile(second.accessToken, { ...update(first.email.toUpperCase()), currentPassword: second.password });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal('This email is already used by another account.'));
  });

  it('takes a change of case at once, keeping the verification', async () => {
    const session = await signedInUser(t.app);
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, session.userId));
    const caseOnly = await putProfile(session.accessToken, update(session.email.toUpperCase()));
    expect(caseOnly.json().data.user).toMatchObject({ email: session.email.toUpperCase(), emailVerified: true });
  });

  it('only ever touches the own account: ids in the body are ignored, there is no id in the path', async () => {
    const victim = await signedInUser(t.app);
    const attacker = await signedInUser(t.app);
    const response = await putProfile(attacker.accessToken, { ...update(attacker.email), name: 'Changed Name', _id: victim.userId, userId: victim.userId });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user._id).toBe(attacker.userId);
    expect((await getProfile(victim.accessToken)).json().data.name).toBe('Asha Verma');
    for (const method of ['GET', 'PUT'] as const) {
      const byId = await t.app.inject({ method, url: `/api/auth/profile/${victim.userId}`, headers: bearer(attacker.accessToken), payload: method === 'PUT' ? update(attacker.email) : undefined });
      expect(byId.statusCode).toBe(404);
    }
    expect((await getProfile(victim.accessToken)).json().data.email).toBe(victim.email);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', payload: update('a@b.in') });
    expect(response.statusCode).toBe(401);
  });
});

describe('changing the sign-in e-mail (a stolen session must not take the account)', () => {
  const linkIn = async (to: string, subject: string) => {
    const mail = (await outboxFor(t.app, to)).find((entry) => entry.subject === subject);
    return new URL(mail!.links[0]!);
  };
  const open = (link: URL) => t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });

  it('needs the current password, and a wrong one counts as a failed sign-in', async () => {
    const session = await signedInUser(t.app);
    const changed = `new.${session.email}`;
    const without = await putProfile(session.accessToken, update(changed));
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe('Enter your current password to change your e-mail address.');
    const wrong = await putProfile(session.accessToken, { ...update(changed), currentPassword: 'Wrong#123' });
    expect(wrong.json()).toEqual(refusal('Current password is incorrect'));
    for (let i = 0; i < 4; i += 1) await putProfile(session.accessToken, { ...update(changed), currentPassword: 'Wrong#123' });
    expect((await putProfile(session.accessToken, { ...update(changed), currentPassword: session.password })).statusCode).toBe(429);
    expect((await getProfile(session.accessToken)).json().data.email).toBe(session.email);
    expect(await outboxFor(t.app, changed)).toEqual([]);
  });

  it('changes the address only when the new one confirms, and tells the old one', async () => {
    const session = await signedInUser(t.app);
    const changed = `new.${session.email}`;
    const asked = await putProfile(session.accessToken, { ...update(changed), currentPassword: session.password });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe('We have sent a confirmation link to your new e-mail address. Your sign-in e-mail changes when you open it.');
    expect(asked.json().data.user).toMatchObject({ email: session.email, name: 'Asha Kumari Verma' });

    const notice = (await outboxFor(t.app, session.email)).find((mail) => mail.subject === 'Your Aabhushan email is about to change')!;
    expect(notice.text).toContain(changed);
    expect(notice.links[0]).toMatch(/^http:\/\/localhost:3000\/api\/auth\/email-not-me\?token=/);

    const confirm = await linkIn(changed, 'Confirm your new email for Aabhushan');
    const opened = await open(confirm);
    expect([opened.statusCode, opened.headers.location]).toEqual([302, '/login?emailChanged=true']);
    expect((await getProfile(session.accessToken)).json().data).toMatchObject({ email: changed, emailVerified: true });
    expect((await login(t.app, changed, session.password)).statusCode).toBe(200);
    expect((await open(confirm)).headers.location).toBe('/login?emailChanged=invalid');
  });

  it('"this was not me" gives the address back, ends every session and asks for a new password', async () => {
    const session = await signedInUser(t.app);
    const changed = `thief.${session.email}`;
    await putProfile(session.accessToken, { ...update(changed), currentPassword: session.password });
    await open(await linkIn(changed, 'Confirm your new email for Aabhushan'));
    expect((await getProfile(session.accessToken)).json().data.email).toBe(changed);

    const undone = await open(await linkIn(session.email, 'Your Aabhushan email is about to change'));
    expect(undone.statusCode).toBe(302);
    const next = new URL(undone.headers.location as string, 'http://localhost');
    expect([next.pathname, next.searchParams.get('restored')]).toEqual(['/reset-password', 'true']);

    expect((await getProfile(session.accessToken)).statusCode).toBe(401);
    expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(401);
    expect((await login(t.app, changed, session.password)).statusCode).toBe(401);
    expect((await login(t.app, session.email, session.password)).statusCode).toBe(401);
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: next.searchParams.get('token'), newPassword: 'Fresh#456' } });
    expect(reset.statusCode).toBe(200);
    expect((await login(t.app, session.email, 'Fresh#456')).statusCode).toBe(200);
  });

  it('"this was not me" before the confirmation stops the change', async () => {
    const session = await signedInUser(t.app);
    const changed = `early.${session.email}`;
    await putProfile(session.accessToken, { ...update(changed), currentPassword: session.password });
    await open(await linkIn(session.email, 'Your Aabhushan email is about to change'));
    expect((await open(await linkIn(changed, 'Confirm your new email for Aabhushan'))).headers.location).toBe('/login?emailChanged=invalid');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, session.userId));
    expect(row!.email).toBe(session.email);
  });
});
