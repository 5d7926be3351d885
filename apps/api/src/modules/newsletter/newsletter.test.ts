import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { NEWSLETTER_ATTEMPTS_PER_MINUTE } from './newsletter.routes';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

let clients = 0;
/** Each call from a new client address unless one is given: the limit is per address. */
const subscribe = (payload: unknown, remoteAddress = `10.7.0.${++clients}`) =>
  t.app.inject({ method: 'POST', url: '/api/public/newsletter', payload: payload as object, remoteAddress });

describe('POST /api/public/newsletter', () => {
  it('subscribes once and says so again without a second row, whatever the case', async () => {
    const first = await subscribe({ email: 'Meera.Iyer@Example.in' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, message: 'Thank you for subscribing!', data: { email: 'Meera.Iyer@Example.in', subscribed: true } });
    expect(first.headers['x-cache']).toBeUndefined();

    const again = await subscribe({ email: '  meera.iyer@example.IN ' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('You are already subscribed.');

    const rows = await t.database.db.select().from(newsletterSubscribers);
    expect(rows.map((row) => row.email)).toEqual(['Meera.Iyer@Example.in']);
  });

  it('asks for an address and for a valid one', async () => {
    for (const [payload, message] of [
      [{}, 'Email is required'],
      [{ email: '   ' }, 'Email is required'],
      [{ email: 'meera@example' }, 'Please enter a valid email'],
      [{ email: 42 }, 'Email is required'],
    ] as const) {
      const response = await subscribe(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal(message));
    }
  });

  it('limits attempts per client address, whatever e-mails it sends, with a clear message', async () => {
    const flooder = '198.51.100.7';
    for (let i = 0; i < NEWSLETTER_ATTEMPTS_PER_MINUTE; i += 1) {
      expect((await subscribe({ email: `flood.${i}@example.com` }, flooder)).statusCode).toBeLessThan(300);
    }
    const blocked = await subscribe({ email: 'one.more@example.com' }, flooder);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(refusal('Too many attempts for this address. Please wait a minute and try again.'));
    // Another client subscribing the same e-mail is unaffected.
    expect((await subscribe({ email: 'one.more@example.com' }, '198.51.100.8')).statusCode).toBe(201);
  });

  it('counts an IPv6 client per /64', async () => {
    for (let i = 0; i < NEWSLETTER_ATTEMPTS_PER_MINUTE; i += 1) {
      expect((await subscribe({ email: `v6.${i}@example.com` }, `2001:db8:5:6::${i + 1}`)).statusCode).toBeLessThan(300);
    }
    expect((await subscribe({ email: 'v6.more@example.com' }, '2001:db8:5:6:ffff::1')).statusCode).toBe(429);
    expect((await subscribe({ email: 'v6.more@example.com' }, '2001:db8:5:7::1')).statusCode).toBe(201);
  });
});
