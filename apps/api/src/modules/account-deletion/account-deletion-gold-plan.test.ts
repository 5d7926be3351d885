import { ACCOUNT_DELETION_ANSWERS } from '@aabhushan/shared/schemas/account-deletion';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldPlanInstalments, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { refusal } from '../../test/refusal';
import { bearer, signedInUser } from '../auth/auth-test-helpers';
import { setUpPlan } from '../gold-plans/gold-plan-credit-test-helpers';

/** A gold plan's money is redeemed against jewellery, never paid back in cash: the account waits for it. */
describe('deleting an account with a gold plan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const remove = (authorization: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/delete-account', headers: { authorization }, payload: { password }, remoteAddress: '10.31.0.1' });
  const nameOf = async (userId: string) => (await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, userId)))[0]?.name;

  it('waits while a plan holds money not yet redeemed (paid in, or a credit left), and goes ahead once it holds none', async () => {
    const session = await signedInUser(t.app, { name: 'Lakshmi Menon' });
    const authorization = bearer(session.accessToken).authorization;
    const active = await setUpPlan(t, session.userId, { startDate: '2026-11-01', paid: 1 });
    const refused = await remove(authorization, session.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(refusal(ACCOUNT_DELETION_ANSWERS.goldPlanHeld));
    expect(await nameOf(session.userId)).toBe('Lakshmi Menon');

    // A plan with nothing paid in holds nothing.
    await t.database.db.delete(goldPlanInstalments).where(eq(goldPlanInstalments.enrolmentId, active));
    const deleted = await remove(authorization, session.password);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await nameOf(session.userId)).toBe('Deleted customer');
  });

  it('keeps an account whose matured plan has credit left', async () => {
    const session = await signedInUser(t.app, { name: 'Ravi Shankar' });
    await setUpPlan(t, session.userId);
    const refused = await remove(bearer(session.accessToken).authorization, session.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(refusal(ACCOUNT_DELETION_ANSWERS.goldPlanHeld));
  });
});
