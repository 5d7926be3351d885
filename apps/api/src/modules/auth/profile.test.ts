import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { bearer, outboxFor, signedInUser } from './auth-test-helpers';

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
    });
    expect(response.body).not.toContain('argon2');
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
    expect(response.json()).toEqual({ success: false, message, data: null });
  });

  it("refuses another account's e-mail (409), in any case", async () => {
    const first = await signedInUser(t.app);
    const second = await signedInUser(t.app);
    const response = await putProfile(second.accessToken, update(first.email.toUpperCase()));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'This email is already used by another account.', data: null });
  });

  it('a new e-mail must be verified again: a link goes to the new address', async () => {
    const session = await signedInUser(t.app);
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, session.userId));
    const changed = `new.${session.email}`;
    const response = await putProfile(session.accessToken, update(changed));
    expect(response.json().data.user).toMatchObject({ email: changed, emailVerified: false });
    const [mail] = await outboxFor(t.app, changed);
    expect(mail!.subject).toBe('Please verify your email for Aabhushan');
    // The old address is told, so a stolen session cannot move the account silently.
    const [notice] = await outboxFor(t.app, session.email);
    expect(notice!.subject).toBe('The email on your Aabhushan account was changed');
    expect(notice!.text).toContain(changed);
    // Only a change in case keeps the verification.
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, session.userId));
    const caseOnly = await putProfile(session.accessToken, update(changed.toUpperCase()));
    expect(caseOnly.json().data.user.emailVerified).toBe(true);
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
