import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { TEST_DATA_KEY, TEST_JWT_SECRET, createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestDatabase } from '../../test/test-database';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

async function sendOtp(email: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { email } });
  await t.app.afterAnswer.settled();
  await t.app.jobs.runDue();
  return response;
}

describe('GET /api/dev/outbox', () => {
  it('lists the mail the store sent, newest first, optionally for one address', async () => {
    const emails = ['first.reader@example.com', 'second.reader@example.com'];
    for (const email of emails) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Outbox Reader', email, contact: '9812345678', password: 'Secret#123', dob: '1990-01-01', gender: 'Other', agreeTerms: true },
      });
      // Each mail delivered (a job) before the next is asked for: the outbox's order is the order asked.
      await t.app.jobs.runDue();
    }
    await sendOtp(emails[0]!);
    const all = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json();
    expect(all.success).toBe(true);
    expect(all.data.map((mail: { to: string }) => mail.to)).toEqual([emails[0], emails[1], emails[0]]);
    expect(Object.keys(all.data[0]).sort()).toEqual(['attachments', 'createdAt', 'links', 'subject', 'text', 'to']);
    const times = all.data.map((mail: { createdAt: string }) => Date.parse(mail.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const one = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent('SECOND.reader@example.com')}` })).json();
    expect(one.data).toHaveLength(1);
    expect(one.data[0].links[0]).toContain('/api/auth/verify-email?token=');

    const limited = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=1' })).json();
    expect(limited.data).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=0' })).statusCode).toBe(400);
  });
});

describe('a client not on this machine', () => {
  it.each(['10.0.0.5', '192.168.1.20', '2001:db8::1', '::ffff:10.0.0.5'])('gets 404 from %s; loopback clients read it', async (remoteAddress) => {
    const away = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress });
    expect(away.statusCode).toBe(404);
    expect(away.json()).toEqual(refusal('No route for GET /api/dev/outbox'));
    // A forwarded header does not make a remote client local.
    const forwarded = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(forwarded.statusCode).toBe(404);
    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: local })).statusCode).toBe(200);
    }
  });
});

describe('in production', () => {
  it('does not exist, and the refresh cookie of an HTTPS store is Secure', async () => {
    const { database, dispose } = await createTestDatabase();
    // Production takes payments only through Razorpay: the keys are needed to build the app at all.
    const app = await buildApp({ config: { WEB_DIST_DIR: t.webDistDir, jwtSecret: TEST_JWT_SECRET, dataKey: TEST_DATA_KEY, NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com', RAZORPAY_KEY_ID: 'rzp_live_outboxtest', RAZORPAY_KEY_SECRET: 'outbox-test-secret' }, database });
    try {
      const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(outbox.statusCode).toBe(404);
      await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Prod Shopper', email: 'prod@example.com', contact: '9812345678', password: 'Secret#123', dob: '1990-01-01', gender: 'Male', agreeTerms: true },
      });
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'prod@example.com', password: 'Secret#123' } });
      expect(login.statusCode).toBe(200);
      expect(login.cookies.find((cookie) => cookie.name === '__Secure-aabhushan_refresh')!.secure).toBe(true);
    } finally {
      await app.close();
      await dispose();
    }
  });
});
