import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from '../../db/schema/index';
import { DEMO_CUSTOMER } from '../../db/seed/users';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { freePort, startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp';
import { testCipher } from '../../test/test-cipher';
import { jobSealContext } from '../jobs/enqueue-job';
import { FIRST_RETRY_MS } from '../jobs/job-backoff';
import { MAIL_JOB } from './mail-jobs';

const RESET_SUBJECT = 'Reset your Aabhushan password';

describe('mail while the mail server is down, then back', () => {
  let t: TestApp;
  let port: number;
  let smtp: FakeSmtp | undefined;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ config: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });

  it('a reset link asked for while the server refuses is delivered once, when it is back', async () => {
    const asked = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: DEMO_CUSTOMER.email } });
    expect(asked.statusCode).toBe(200);
    // The link and its mail job are written after the answer (the answer's timing tells nothing).
    await t.app.afterAnswer.settled();
    await t.app.jobs.runDue();
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB));
    expect(job).toMatchObject({ status: 'pending' });
    expect(job!.attempts).toBeGreaterThanOrEqual(1);
    expect(job!.lastError).toMatch(/ECONNREFUSED/);
    // The message waits sealed: neither the link nor the address can be read in the row.
    expect(JSON.stringify(job)).not.toContain(DEMO_CUSTOMER.email);
    expect(JSON.parse(testCipher.open(job!.sealedPayload!, jobSealContext(job!.id)))).toMatchObject({ to: DEMO_CUSTOMER.email, subject: RESET_SUBJECT });

    smtp = await startFakeSmtp(port);
    await t.app.jobs.runDue(new Date(Date.now() + 2 * FIRST_RETRY_MS));
    await t.app.jobs.runDue(new Date(Date.now() + 24 * 3600_000));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.data).toContain(`Subject: ${RESET_SUBJECT}`);
    expect(smtp.received[0]!.data).toContain('/reset-password?token=');
    const [sent] = await t.database.db.select().from(jobs).where(eq(jobs.id, job!.id));
    // Delivered: done, and the sealed message is not kept.
    expect(sent).toMatchObject({ status: 'done', lastError: null, sealedPayload: null });
  });
});

/** Two instances of the store on one PostgreSQL database, both workers awake (NOTIFY) and both asked to run. */
describe.runIf(process.env.TEST_DB === 'postgres')('mail jobs on two instances (PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ sameDatabaseAs: a });
    await Promise.all([a.app.ready(), b.app.ready()]);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('each mail is delivered once, whichever instance takes it', async () => {
    const senders = Array.from({ length: 6 }, (_, i) => `two.instances.${i}.${Date.now()}@example.in`);
    for (const [i, email] of senders.entries()) {
      const enquiry = { name: 'Meera Iyer', email, number: '9829019850', category: 'general', message: 'Do you resize bangles?', status: 'active' };
      const answer = await (i % 2 ? b : a).app.inject({ method: 'POST', url: '/api/public/enquiry', payload: enquiry, remoteAddress: `10.8.${i}.1` });
      expect(answer.statusCode, answer.body).toBe(201);
    }
    await Promise.all([a.app.jobs.runDue(), b.app.jobs.runDue(), a.app.jobs.runDue(), b.app.jobs.runDue()]);
    const delivered = await a.database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, senders));
    expect(delivered.map((mail) => mail.to).sort()).toEqual([...senders].sort());
    const mailJobs = await a.database.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB));
    expect(mailJobs.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
  });
});

describe('a mail the server refuses for good', () => {
  let t: TestApp;
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    smtp.refuseRecipients = true;
    t = await createTestApp({ config: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('fails at once with the reason (a 5xx is final), and goes out when staff retry it after the cause is mended', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: DEMO_CUSTOMER.email } })).statusCode).toBe(200);
    await t.app.afterAnswer.settled();
    await t.app.jobs.runDue();
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB));
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job!.lastError).toMatch(/^the mail server refused it for good: .*550/);
    expect(smtp.received).toEqual([]);
    // The sealed message is kept for the retry.
    expect(job!.sealedPayload).not.toBeNull();
    smtp.refuseRecipients = false;
    await t.database.db.update(jobs).set({ status: 'pending', attempts: 0, runAt: new Date() }).where(eq(jobs.id, job!.id));
    await t.app.jobs.runDue();
    expect(smtp.received).toHaveLength(1);
  });
});
