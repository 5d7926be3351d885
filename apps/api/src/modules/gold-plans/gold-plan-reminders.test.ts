import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldPlanEnrolments, jobs } from '../../db/schema/index';
import { createDataCipher } from '../../lib/data-cipher';
import { jobSealContext } from '../../lib/jobs/enqueue-job';
import type { MailMessage } from '../../lib/mail/mailer';
import type { TestApp } from '../../test/create-test-app';
import { createOrdersTestApp, signIn, TEST_DATA_KEY } from '../orders/orders-test-helpers';
import { setUpPlan } from './gold-plan-credit-test-helpers';
import { queueGoldPlanReminders } from './gold-plan-reminders';
import { SEEDED_PLAN_ID } from './gold-plans-test-helpers';

/** Reminders before each due date and on maturity, with a fixed clock (06:00 UTC is 11:30 in India). */
describe('gold plan reminders', () => {
  let t: TestApp;
  const cipher = createDataCipher(TEST_DATA_KEY);
  const run = (day: string) => queueGoldPlanReminders({ db: t.database.db, cipher }, new Date(`${day}T06:00:00Z`));
  const speaks = (id: string, language: string) => t.database.db.update(goldPlanEnrolments).set({ mailLanguage: language }).where(eq(goldPlanEnrolments.id, id));

  /** The mails queued for an enrolment, opened as the mail job opens them. */
  async function mailsOf(enrolmentId: string): Promise<Array<MailMessage & { key: string }>> {
    const rows = await t.database.db.select().from(jobs).where(like(jobs.dedupeKey, `%:${enrolmentId}%`));
    return rows.map((row) => ({ ...(JSON.parse(cipher.open(row.sealedPayload!, jobSealContext(row.id))) as MailMessage), key: row.dedupeKey! }));
  }

  beforeAll(async () => {
    t = await createOrdersTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('three days before an unpaid instalment: once, in the customer\'s language, not again when the job runs twice', async () => {
    const customer = await signIn(t, 'Meera Iyer');
    const id = await setUpPlan(t, customer.userId, { startDate: '2026-01-15', paid: 1 });
    await speaks(id, 'hi');
    expect(await run('2026-02-11')).not.toContain(`gold-plan-due:${id}:2:2026-02-15`);
    expect(await mailsOf(id)).toEqual([]);
    expect(await run('2026-02-12')).toContain(`gold-plan-due:${id}:2:2026-02-15`);
    expect(await run('2026-02-12')).not.toContain(`gold-plan-due:${id}:2:2026-02-15`);
    expect(await run('2026-02-13')).not.toContain(`gold-plan-due:${id}:2:2026-02-15`);
    const mails = await mailsOf(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ key: `gold-plan-due:${id}:2:2026-02-15`, kind: 'gold plan instalment due', subject: 'आपकी स्वर्ण योजना की किस्त 15 फ़रवरी 2026 को देय है' });
    expect(mails[0]!.to).toMatch(/@test\.example\.com$/);
    expect(mails[0]!.text).toContain('नमस्ते Meera Iyer,');
    expect(mails[0]!.text).toContain('स्वर्ण संचय: 10 महीने की स्वर्ण योजना — किस्त 2/10, ₹5,000, 15 फ़रवरी 2026 को देय है।');
  });

  it('writes nothing of an instalment already paid, nor to a plan closed early', async () => {
    const customer = await signIn(t);
    const paid = await setUpPlan(t, customer.userId, { startDate: '2026-01-15', paid: 2 });
    const closed = await setUpPlan(t, customer.userId, { startDate: '2026-01-15', paid: 1, closed: true });
    for (const day of ['2026-02-12', '2026-02-15']) await run(day);
    expect(await mailsOf(paid)).toEqual([]);
    expect(await mailsOf(closed)).toEqual([]);
    // The next one is reminded of in its turn.
    await run('2026-03-12');
    expect((await mailsOf(paid)).map((mail) => mail.key)).toEqual([`gold-plan-due:${paid}:3:2026-03-15`]);
  });

  it('on the maturity date, once: what the plan holds is ready to redeem', async () => {
    const customer = await signIn(t, 'Kavya Reddy');
    const id = await setUpPlan(t, customer.userId, { startDate: '2025-12-15', instalments: 3 });
    await speaks(id, 'te');
    await run('2026-03-14');
    expect(await mailsOf(id)).toEqual([]);
    expect(await run('2026-03-15')).toContain(`gold-plan-matured:${id}`);
    await run('2026-03-16');
    const mails = await mailsOf(id);
    expect(mails.map((mail) => [mail.key, mail.subject])).toEqual([[`gold-plan-matured:${id}`, 'మీ బంగారు పథకం పరిపక్వమైంది']]);
    // ₹15,000 paid in and the bonus of one instalment, ₹5,000.
    expect(mails[0]!.text).toContain('₹20,000');
  });

  it('keeps the language the customer enrolled in (the storefront\'s language cookie)', async () => {
    const customer = await signIn(t);
    const response = await t.app.inject({ method: 'POST', url: '/api/gold-plans/enrol', headers: { authorization: customer.authorization, cookie: 'lang=ta' }, payload: { planId: SEEDED_PLAN_ID, monthlyAmount: 2000 } });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db.select().from(goldPlanEnrolments).where(eq(goldPlanEnrolments.id, response.json().data.id));
    expect(row!.mailLanguage).toBe('ta');
    const english = await t.app.inject({ method: 'POST', url: '/api/gold-plans/enrol', headers: { authorization: customer.authorization, cookie: 'lang=xx' }, payload: { planId: SEEDED_PLAN_ID, monthlyAmount: 2000 } });
    const [other] = await t.database.db.select().from(goldPlanEnrolments).where(eq(goldPlanEnrolments.id, english.json().data.id));
    expect(other!.mailLanguage).toBe('en');
  });
});
