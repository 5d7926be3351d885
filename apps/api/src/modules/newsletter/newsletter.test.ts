import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { NEWSLETTER_ATTEMPTS_PER_MINUTE } from './newsletter.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const subscribe = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/public/newsletter', payload: payload as object });

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
      expect(response.json()).toEqual({ success: false, message, data: null });
    }
  });

  it('limits attempts per address with a clear message, other addresses unaffected', async () => {
    for (let i = 0; i < NEWSLETTER_ATTEMPTS_PER_MINUTE; i += 1) {
      expect((await subscribe({ email: i % 2 ? 'flood@example.com' : 'FLOOD@example.com' })).statusCode).toBeLessThan(300);
    }
    const blocked = await subscribe({ email: 'flood@example.com' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: 'Too many attempts for this address. Please wait a minute and try again.', data: null });
    expect((await subscribe({ email: 'someone.else@example.com' })).statusCode).toBe(201);
  });
});
