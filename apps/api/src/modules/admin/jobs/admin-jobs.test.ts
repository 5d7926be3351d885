import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_JOB_MESSAGES, type AdminJob } from '@aabhushan/shared/schemas/admin-jobs';
import { auditEvents, jobs } from '../../../db/schema/index';
import { createMailQueue } from '../../../lib/mail/mail-jobs';
import { newId } from '../../../lib/new-id';
import { testCipher } from '../../../test/test-cipher';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { refusal } from '../../../test/refusal';
import { signIn, signInStaff } from '../../../test/signed-in-customer';

let t: TestApp;
let staff: { userId: string; authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t, 'Lakshmi Rao');
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'POST', url: string, authorization = staff.authorization) => t.app.inject({ method, url, headers: { authorization } });

/** A mail job that failed for good: the mail server refused it 12 times (written failed in one transaction: no worker sees it before). */
function failedJob(about: string): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await createMailQueue(t.database.db, testCipher).send({ to: `${newId()}@example.in`, kind: about, subject: 'Your order', text: 'Thank you.' }, tx);
    const [{ id }] = (await tx.select({ id: jobs.id }).from(jobs).where(sql`${jobs.payload} ->> 'kind' = ${about} and ${jobs.status} = 'pending'`)) as [{ id: string }];
    await tx.update(jobs).set({ status: 'failed', attempts: 12, lastError: 'connect ECONNREFUSED 127.0.0.1:25', runAt: new Date(Date.now() + 3_600_000) }).where(eq(jobs.id, id));
    return id;
  });
}

describe('failed jobs on the staff side', () => {
  it('lists the failed jobs with their reason; a retry makes one due again, audited, and only a failed one', async () => {
    const id = await failedJob('order placed');
    const listed = await send('GET', '/api/admin/jobs?status=failed');
    expect(listed.statusCode, listed.body).toBe(200);
    const mine = (listed.json().data as AdminJob[]).find((job) => job.id === id);
    expect(mine).toMatchObject({ kind: 'mail', about: 'order placed', status: 'failed', attempts: 12, maxAttempts: 12, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    // The list says nothing personal: a mail's recipient and body stay sealed.
    expect(Object.keys(mine!).sort()).toEqual(['about', 'attempts', 'createdAt', 'id', 'kind', 'lastError', 'maxAttempts', 'runAt', 'status', 'updatedAt']);
    // failed is the default list.
    expect((await send('GET', '/api/admin/jobs')).json().data.map((job: AdminJob) => job.id)).toContain(id);

    const retried = await send('POST', `/api/admin/jobs/${id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ message: ADMIN_JOB_MESSAGES.retried, data: { id, status: 'pending', attempts: 0 } });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row!.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(audit).toMatchObject({ actorId: staff.userId, action: 'job.retry', entityType: 'job', before: { status: 'failed', attempts: 12 }, after: { status: 'pending', attempts: 0 } });
    expect((await send('GET', '/api/admin/jobs?status=failed')).json().data.map((job: AdminJob) => job.id)).not.toContain(id);

    const again = await send('POST', `/api/admin/jobs/${id}/retry`);
    expect([again.statusCode, again.json()]).toEqual([409, refusal(ADMIN_JOB_MESSAGES.notFailed)]);
    // Due again: the mail goes out.
    await t.app.jobs.runDue();
    expect((await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]).toMatchObject({ status: 'done', attempts: 1 });
    const unknown = await send('POST', '/api/admin/jobs/000000000000000000000000/retry');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, refusal(ADMIN_JOB_MESSAGES.notFound)]);
  });

  it('is for staff only', async () => {
    const customer = await signIn(t);
    expect((await send('GET', '/api/admin/jobs', customer.authorization)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/jobs' })).statusCode).toBe(401);
    const id = await failedJob('order shipped');
    expect((await send('POST', `/api/admin/jobs/${id}/retry`, customer.authorization)).statusCode).toBe(403);
    expect((await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!.status).toBe('failed');
  });

  it('refuses an unknown status', async () => {
    const answer = await send('GET', '/api/admin/jobs?status=lost');
    expect([answer.statusCode, answer.json().message]).toEqual([400, ADMIN_JOB_MESSAGES.status]);
  });
});
