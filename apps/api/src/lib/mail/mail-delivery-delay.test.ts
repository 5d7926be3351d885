import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { TEST_DATA_KEY, TEST_INDEX_HTML, TEST_JWT_SECRET } from '../../test/create-test-app';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp';
import { createTestDatabase } from '../../test/test-database';

const SAMPLES = 5;

/**
 * How long a mail takes from the request that asks for it to the mail server: the worker hears
 * the commit (NOTIFY) and sends at once, or, told nothing, finds the job at its next poll. The
 * figures are printed for the record (docs); the bounds are loose (a loaded machine).
 */
describe('the delay from asking for a mail to its delivery', () => {
  let smtp: FakeSmtp;
  let webDistDir: string;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    webDistDir = mkdtempSync(path.join(tmpdir(), 'aabhushan-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), TEST_INDEX_HTML);
  });
  afterAll(async () => {
    await smtp.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  async function measure(jobs: { jobPollMs: number | null; jobNudge: boolean }): Promise<number[]> {
    const { database, dispose } = await createTestDatabase({ contents: 'seeded' });
    const app = await buildApp({ config: { WEB_DIST_DIR: webDistDir, jwtSecret: TEST_JWT_SECRET, dataKey: TEST_DATA_KEY, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, database, ...jobs });
    await app.ready();
    const delays: number[] = [];
    try {
      for (let i = 0; i < SAMPLES; i += 1) {
        // A pause of a random part of the poll interval: the worker is idle again (a busy one takes the
        // next job as it finishes one), and each request falls at another point of the poll's cycle.
        await delay(100 + Math.random() * (jobs.jobPollMs ?? 0));
        const before = smtp.received.length;
        const asked = performance.now();
        const enquiry = { name: 'Meera Iyer', email: `delay.${i}.${Date.now()}@example.in`, number: '9829019850', category: 'general', message: 'Do you resize bangles?', status: 'active' };
        const answer = await app.inject({ method: 'POST', url: '/api/public/enquiry', payload: enquiry, remoteAddress: `10.7.${i}.1` });
        expect(answer.statusCode, answer.body).toBe(201);
        // The enquiry's two mails (to the store, to the sender): the delay of the later one.
        const delivered = await smtp.mailNumber(before + 1);
        delays.push(delivered.at - asked);
      }
    } finally {
      await app.close();
      await dispose();
    }
    return delays;
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const summary = (values: number[]) => `median ${median(values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;

  it('is the time of the send itself with the NOTIFY nudge, and up to a poll interval without it', async () => {
    const nudged = await measure({ jobPollMs: 2000, jobNudge: true });
    const polled = await measure({ jobPollMs: 2000, jobNudge: false });
    const polledFast = await measure({ jobPollMs: 500, jobNudge: false });
    console.info(`mail delay (${process.env.TEST_DB}): NOTIFY nudge: ${summary(nudged)}; poll every 2 s: ${summary(polled)}; poll every 0.5 s: ${summary(polledFast)}`, JSON.stringify([nudged, polled, polledFast].map((list) => list.map(Math.round))));
    expect(median(nudged)).toBeLessThan(1000);
    expect(Math.max(...polled)).toBeLessThan(2000 + 2000);
    expect(median(nudged)).toBeLessThan(median(polled));
    // Three stores, each starting and closing, and pauses of up to 2 s between samples.
  }, 120_000);
});
