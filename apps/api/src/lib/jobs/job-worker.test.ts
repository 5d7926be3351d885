import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { jobs, newsletterSubscribers } from '../../db/schema/index';
import { createTestDatabase } from '../../test/test-database';
import { newId } from '../new-id';
import { FIRST_RETRY_MS, retryDelayMs } from './job-backoff';
import { enqueueJob } from './enqueue-job';
import { createJobWorker, PermanentJobError, type JobHandler } from './job-worker';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const SECOND = 1000;

describe('retryDelayMs', () => {
  it('doubles from 10 s up to an hour, less up to a fifth at random', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, () => 0))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelayMs(30, () => 0)).toBe(3_600_000);
    expect(retryDelayMs(1, () => 1)).toBe(8_000);
  });
});

describe('the job worker', () => {
  let database: DatabaseHandle;
  let url: string | undefined;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, url, dispose } = await createTestDatabase());
  });
  afterAll(async () => {
    await dispose();
  });

  const row = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0];
  const worker = (handlers: Record<string, JobHandler>, options: { leaseMs?: number } = {}) => {
    const created = createJobWorker({ db: database.db, log: quiet, pollMs: null, ...options });
    for (const [kind, handler] of Object.entries(handlers)) created.handle(kind, handler);
    return created;
  };

  it('a job written in a transaction that rolls back does not exist, and neither does the change', async () => {
    const kind = `rollback-${newId()}`;
    const email = `${kind}@example.in`;
    let jobId: string | null = null;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(newsletterSubscribers).values({ id: newId(), email });
        jobId = await enqueueJob(tx, { kind, payload: { email } });
        // A crash or a refusal after both were written: the transaction takes both back.
        throw new Error('after the insert');
      }),
    ).rejects.toThrow('after the insert');
    expect(jobId).not.toBeNull();
    expect(await row(jobId!)).toBeUndefined();
    expect(await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toEqual([]);
    const ran: unknown[] = [];
    expect(await worker({ [kind]: async (payload) => void ran.push(payload) }).runDue()).toBe(0);
    expect(ran).toEqual([]);
  });

  it('runs a committed job once, and once only', async () => {
    const kind = `once-${newId()}`;
    const ran: unknown[] = [];
    const id = await database.db.transaction((tx) => enqueueJob(tx, { kind, payload: { n: 1 } }));
    const runner = worker({ [kind]: async (payload) => void ran.push(payload) });
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(ran).toEqual([{ n: 1 }]);
    expect(await row(id!)).toMatchObject({ status: 'done', attempts: 1, lastError: null, lockedUntil: null });
  });

  it('a job written is due at once, in the same millisecond the worker looks', async () => {
    const kind = `due-${newId()}`;
    const id = (await enqueueJob(database.db, { kind, payload: {} }))!;
    // The worker compares whole milliseconds: a due time with microseconds past them (the
    // database's now()) would not yet be due to a worker looking in that same millisecond.
    const [written] = ((await database.db.execute(sql`select (extract(microseconds from run_at)::bigint % 1000)::int as micros from jobs where id = ${id}`)) as unknown as { rows: Array<{ micros: number }> }).rows;
    expect(written!.micros).toBe(0);
    const runAt = (await row(id))!.runAt;
    const ran: string[] = [];
    expect(await worker({ [kind]: async () => void ran.push(kind) }).runDue(runAt)).toBe(1);
    expect(ran).toEqual([kind]);
  });

  it('writes one job per dedupe key, ever', async () => {
    const key = `key-${newId()}`;
    const first = await enqueueJob(database.db, { kind: 'dedupe', payload: {}, dedupeKey: key });
    expect(first).not.toBeNull();
    expect(await enqueueJob(database.db, { kind: 'dedupe', payload: {}, dedupeKey: key })).toBeNull();
    expect(await database.db.select().from(jobs).where(eq(jobs.dedupeKey, key))).toHaveLength(1);
    await database.db.delete(jobs).where(eq(jobs.dedupeKey, key));
  });

  it('retries a failure after its backoff, then it is done; a job that keeps failing ends failed with its reason', async () => {
    const kind = `flaky-${newId()}`;
    let calls = 0;
    const runner = worker({
      [kind]: async () => {
        calls += 1;
        if (calls === 1) throw new Error('mail server refused');
      },
    });
    const id = (await enqueueJob(database.db, { kind, payload: {} }))!;
    const started = Date.now();
    expect(await runner.runDue()).toBe(1);
    const waiting = (await row(id))!;
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: 'mail server refused' });
    const wait = waiting.runAt.getTime() - started;
    expect(wait).toBeGreaterThanOrEqual(0.8 * FIRST_RETRY_MS - SECOND);
    expect(wait).toBeLessThanOrEqual(FIRST_RETRY_MS + 5 * SECOND);
    // Not due yet: nothing runs; due: it runs and is done.
    expect(await runner.runDue()).toBe(0);
    expect(await runner.runDue(new Date(Date.now() + FIRST_RETRY_MS + SECOND))).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 2, lastError: null });

    const broken = `broken-${newId()}`;
    const brokenId = (await enqueueJob(database.db, { kind: broken, payload: {}, maxAttempts: 2 }))!;
    const failing = worker({ [broken]: async () => Promise.reject(new Error('still down')) });
    await failing.runDue();
    await failing.runDue(new Date(Date.now() + 2 * FIRST_RETRY_MS));
    expect(await row(brokenId)).toMatchObject({ status: 'failed', attempts: 2, lastError: 'still down' });
    // A failed job waits for staff: no later run takes it.
    expect(await failing.runDue(new Date(Date.now() + 24 * 3600 * SECOND))).toBe(0);

    const unreadable = `unreadable-${newId()}`;
    const unreadableId = (await enqueueJob(database.db, { kind: unreadable, payload: {} }))!;
    await worker({ [unreadable]: async () => Promise.reject(new PermanentJobError('cannot be opened')) }).runDue();
    expect(await row(unreadableId)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'cannot be opened' });
  });

  it('takes again a job whose worker died, once its lease has ended', async () => {
    const kind = `orphan-${newId()}`;
    const id = (await enqueueJob(database.db, { kind, payload: {} }))!;
    // A worker took it and died: the row says running, leased for a while yet.
    await database.db.update(jobs).set({ status: 'running', attempts: 1, lockedBy: 'dead-worker', lockedUntil: new Date(Date.now() + 60 * SECOND) }).where(eq(jobs.id, id));
    const ran: string[] = [];
    const runner = worker({ [kind]: async () => void ran.push(kind) });
    expect(await runner.runDue()).toBe(0);
    expect(await runner.runDue(new Date(Date.now() + 61 * SECOND))).toBe(1);
    expect(ran).toEqual([kind]);
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 2, lockedBy: runner.id });
  });

  it('closing waits for a running job, and hands back one that does not end in time', async () => {
    const kind = `slow-${newId()}`;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const slow = createJobWorker({ db: database.db, log: quiet, pollMs: null });
    slow.handle(kind, async () => {
      started();
      await held;
    });
    const id = (await enqueueJob(database.db, { kind, payload: {} }))!;
    await slow.start();
    await running;
    await slow.stop(100);
    // Handed back: due now, this try not counted, no longer this worker's.
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, lockedBy: null, lockedUntil: null });
    const ran: string[] = [];
    expect(await worker({ [kind]: async () => void ran.push(kind) }).runDue()).toBe(1);
    expect(ran).toEqual([kind]);
    // The first worker's work ending late changes nothing: the job is the other's now.
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 1 });

    const quick = `quick-${newId()}`;
    const quickId = (await enqueueJob(database.db, { kind: quick, payload: {} }))!;
    const finishing = createJobWorker({ db: database.db, log: quiet, pollMs: null });
    let began!: () => void;
    const beginning = new Promise<void>((resolve) => (began = resolve));
    finishing.handle(quick, () => {
      began();
      return new Promise((resolve) => setTimeout(resolve, 150));
    });
    await finishing.start();
    await beginning;
    await finishing.stop();
    expect(await row(quickId)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('hears a commit that wrote a job (NOTIFY) and runs it without being asked, never before the commit', async () => {
    const kind = `nudged-${newId()}`;
    let called = false;
    let ran!: () => void;
    const done = new Promise<void>((resolve) => (ran = resolve));
    const runner = createJobWorker({ db: database.db, log: quiet, pollMs: null, listen: (channel, handlers) => database.listen(channel, handlers) });
    runner.handle(kind, async () => {
      called = true;
      ran();
    });
    await runner.start();
    try {
      let calledBeforeCommit = true;
      await database.db.transaction(async (tx) => {
        await enqueueJob(tx, { kind, payload: {} });
        await new Promise((resolve) => setTimeout(resolve, 200));
        calledBeforeCommit = called;
      });
      expect(calledBeforeCommit).toBe(false);
      await done;
      const [job] = await database.db.select().from(jobs).where(eq(jobs.kind, kind));
      expect(job!.attempts).toBe(1);
    } finally {
      await runner.stop();
    }
  });

  it('two workers racing for the same jobs run each exactly once', async () => {
    const kind = `raced-${newId()}`;
    const runs = new Map<string, number>();
    const count: JobHandler = async (payload) => {
      const { n } = payload as { n: string };
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    for (let i = 0; i < 30; i += 1) await enqueueJob(database.db, { kind, payload: { n: String(i) } });
    // On PostgreSQL each worker has its own pool, as two instances would.
    const other: DatabaseHandle | undefined = url ? await openDatabase({ url }) : undefined;
    try {
      const first = createJobWorker({ db: database.db, log: quiet, pollMs: null, lanes: 3 });
      const second = createJobWorker({ db: (other ?? database).db, log: quiet, pollMs: null, lanes: 3 });
      first.handle(kind, count);
      second.handle(kind, count);
      const [a, b] = await Promise.all([first.runDue(), second.runDue()]);
      expect(a + b).toBe(30);
      expect([...runs.values()].every((n) => n === 1)).toBe(true);
      expect(runs.size).toBe(30);
    } finally {
      await other?.close();
    }
  });
});
