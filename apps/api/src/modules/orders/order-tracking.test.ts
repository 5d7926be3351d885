import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import type { TestApp } from '../../test/create-test-app';
import { TRACK_ATTEMPTS_PER_MINUTE } from './order-tracking.routes';
import { createOrdersTestApp, placeOk, plainProducts, shopper, stock } from './orders-test-helpers';
import { refusal } from '../../test/refusal';

describe('POST /api/orders/track (guests)', () => {
  let t: TestApp;
  let ip = 0;
  // Each test from its own address, so the rate limit of one does not reach the next.
  const track = (payload: object, from = `10.0.0.${ip}`) => t.app.inject({ method: 'POST', url: '/api/orders/track', payload, remoteAddress: from });

  beforeAll(async () => {
    t = await createOrdersTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the status and history for the number with the e-mail or the phone used; anything else is the same 404', async () => {
    ip = 1;
    const [piece] = await plainProducts(t, 1);
    await stock(t, piece!, { stockQuantity: 20 });
    const who = await shopper(t, piece!, 1);
    const order = await placeOk(t, who);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, who.userId));

    const byEmail = await track({ orderNumber: order.orderNumber.toLowerCase(), contact: ` ${user!.email.toUpperCase()} ` });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toMatchObject({
      success: true,
      message: 'Order tracking fetched successfully',
      data: { orderNumber: order.orderNumber, status: 'pending', statusLabel: 'Pending', destination: { city: 'Jaipur', state: 'Rajasthan', pinCode: '302001' } },
    });
    expect(byEmail.json().data.statusHistory.map((entry: { status: string }) => entry.status)).toEqual(['pending']);
    // Tracking shows the journey only: no street address, no prices.
    expect(byEmail.body).not.toContain('Johari');
    expect(byEmail.body).not.toContain('grandTotal');

    for (const phone of ['9876543210', '+91 98765 43210', '098765-43210']) {
      expect((await track({ orderNumber: order.orderNumber, contact: phone })).statusCode, phone).toBe(200);
    }

    const unknownNumber = await track({ orderNumber: 'AB-2020-999999', contact: user!.email });
    const wrongContact = await track({ orderNumber: order.orderNumber, contact: 'someone@example.com' });
    const wrongPhone = await track({ orderNumber: order.orderNumber, contact: '9123456789' });
    const tooShort = await track({ orderNumber: order.orderNumber, contact: '12345' });
    for (const response of [unknownNumber, wrongContact, wrongPhone, tooShort]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refusal('Order not found'));
    }
  });

  it('checks the input with clear messages', async () => {
    ip = 2;
    const badNumber = await track({ orderNumber: '12345', contact: 'a@b.in' });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().message).toBe('Please enter a valid order number, like AB-2026-000123');
    const noContact = await track({ orderNumber: 'AB-2026-000001', contact: '  ' });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().message).toBe('Please enter the e-mail or phone number used for the order');
  });

  it(`allows ${TRACK_ATTEMPTS_PER_MINUTE} attempts a minute per address, then answers 429`, async () => {
    ip = 3;
    const attempt = () => track({ orderNumber: 'AB-2026-000001', contact: 'guess@example.com' });
    for (let i = 0; i < TRACK_ATTEMPTS_PER_MINUTE; i += 1) expect((await attempt()).statusCode).toBe(404);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(refusal('Too many tracking attempts. Please wait a minute and try again.'));
    expect((await track({ orderNumber: 'AB-2026-000001', contact: 'guess@example.com' }, '10.0.9.9')).statusCode).toBe(404);
  });
});
