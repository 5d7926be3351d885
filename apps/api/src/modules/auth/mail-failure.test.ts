import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import type { MailMessage } from '../../lib/mail/mailer';
import { TEST_INDEX_HTML, TEST_JWT_SECRET } from '../../test/create-test-app';
import { createTestDatabase } from '../../test/test-database';
import { registration } from './auth-test-helpers';

/** The store when the mail server is down: accounts still work, a code request says so. */
let webDistDir: string;
let app: App;
let database: DatabaseHandle;
let dispose: () => Promise<void>;
const attempted: MailMessage[] = [];
/** While set, a mail waits for it before failing: a mail server that is slow, then down. */
let held: Promise<void> | null = null;

beforeAll(async () => {
  webDistDir = mkdtempSync(path.join(tmpdir(), 'aabhushan-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), TEST_INDEX_HTML);
  ({ database, dispose } = await createTestDatabase());
  const mailer = {
    kind: 'smtp' as const,
    async send(message: MailMessage) {
      attempted.push(message);
      if (held) await held;
      throw new Error('connect ECONNREFUSED');
    },
  };
  app = await buildApp({ config: { WEB_DIST_DIR: webDistDir, jwtSecret: TEST_JWT_SECRET, PUBLIC_URL: 'https://shop.example.com' }, database, mailer });
});
afterAll(async () => {
  await app.close();
  await dispose();
  rmSync(webDistDir, { recursive: true, force: true });
});

describe('when e-mail cannot be sent', () => {
  it('sign-up still creates the account, forgot-password still answers the same', async () => {
    const body = registration();
    const created = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(created.statusCode).toBe(201);
    // The mail is a job of the sign-up: the worker tries it (and the server refuses it).
    await app.jobs.runDue();
    expect(attempted.at(-1)!.to).toBe(body.email);
    // With PUBLIC_URL set, links use it rather than the Host header (no link poisoning).
    expect(attempted.at(-1)!.text).toContain('https://shop.example.com/api/auth/verify-email?token=');
    const forgot = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: body.email }, headers: { host: 'evil.example' } });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json().message).toBe('If an account exists for this email, a reset link has been sent.');
    // The link is created and sent after the answer (no timing difference for unknown e-mails).
    await vi.waitFor(() => expect(attempted.at(-1)!.text).toContain('https://shop.example.com/reset-password?token='));
    expect(attempted.at(-1)!.text).not.toContain('evil.example');
  });

  it('a sign-in code request answers before its mail goes out, as one for an address without an account does', async () => {
    const body = registration();
    await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    await app.afterAnswer.settled();
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    try {
      const sentBefore = attempted.length;
      const known = await app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { email: body.email } });
      const unknown = await app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { email: `nobody.${Date.now()}@example.com` } });
      // Both answered while the known address's mail is still on its way: the same work before the answer.
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(Object.keys(known.json().data)).toEqual(Object.keys(unknown.json().data));
      await vi.waitFor(() => expect(attempted.length).toBe(sentBefore + 1));
      expect(attempted.at(-1)!.to).toBe(body.email);
    } finally {
      release();
      held = null;
    }
    // The mail server refused it: logged, and the shopper can ask for a code again.
    await app.afterAnswer.settled();
  });
});
