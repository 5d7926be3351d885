import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema/index';
import { createDataCipher } from '../../lib/data-cipher';
import { openOutboxText } from '../../lib/mail/outbox-mailer';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, createOrdersTestApp, place, placeOk, plainProducts, shopper, stock, stockOf, TEST_DATA_KEY } from '../orders/orders-test-helpers';
import { applyStoredSettings, editablePart, storeSettings } from '../settings/store-settings';

type Piece = Awaited<ReturnType<typeof plainProducts>>[number];
const cod = (who: { addressId: string }) => ({ addressId: who.addressId, shippingMethod: 'standard', paymentMethod: 'cod' });

describe('cash on delivery above the set value needs a confirmed phone', () => {
  let t: TestApp;
  let piece: Piece;
  const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

  beforeAll(async () => {
    t = await createOrdersTestApp();
    piece = (await plainProducts(t, 1))[0]!;
    // ₹25,000 a piece: above the opening ₹20,000 that asks for the phone, within the ₹50,000 COD limit.
    await stock(t, piece!, { salePricePaise: 2_500_000, mrpPaise: 2_500_000, stockQuantity: 50, maxOrderQuantity: 10, codAvailable: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the order until the phone is confirmed with the code sent by e-mail (no SMS provider)', async () => {
    const who = await shopper(t, piece!, 1);
    const before = await stockOf(t, piece!.id);
    const refused = await place(t, who.authorization, cod(who));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Please confirm your phone number with the code we send to place this cash-on-delivery order');
    expect(await stockOf(t, piece!.id)).toBe(before);

    const status = await call(t, 'GET', `/api/phone-confirmations?addressId=${who.addressId}`, who.authorization);
    expect(status.json()).toMatchObject({ data: { confirmed: false, phone: '+91 98••• ••210', requiredAbove: 20_000 } });
    expect(status.headers['cache-control']).toBe('no-store');

    const sent = await call(t, 'POST', '/api/phone-confirmations/send', who.authorization, { addressId: who.addressId });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ channel: 'email' });
    const [account] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, who.userId));
    await t.app.jobs.runDue();
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, account!.email)).orderBy(desc(mailOutbox.createdAt)).limit(1);
    expect(mail!.subject).toBe('Your Aabhushan confirmation code');
    const text = openOutboxText(createDataCipher(TEST_DATA_KEY), mail!);
    expect(text).not.toContain('9876543210');
    const code = codeIn(text);

    const wrong = await call(t, 'POST', '/api/phone-confirmations/confirm', who.authorization, { addressId: who.addressId, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid or expired code');
    const badFormat = await call(t, 'POST', '/api/phone-confirmations/confirm', who.authorization, { addressId: who.addressId, code: '12ab' });
    expect(badFormat.json().message).toBe('Please enter the 6-digit code');
    const confirmed = await call(t, 'POST', '/api/phone-confirmations/confirm', who.authorization, { addressId: who.addressId, code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: 'Phone number confirmed', data: { confirmed: true } });
    // Used once.
    expect((await call(t, 'POST', '/api/phone-confirmations/confirm', who.authorization, { addressId: who.addressId, code })).statusCode).toBe(400);

    expect((await place(t, who.authorization, cod(who))).statusCode).toBe(201);
    expect(await stockOf(t, piece!.id)).toBe(before - 1);
  });

  it("mails a Tamil customer the code in Tamil", async () => {
    const who = await shopper(t, piece!, 1);
    expect((await call(t, 'PUT', '/api/auth/language', who.authorization, { language: 'ta' })).statusCode).toBe(200);
    expect((await call(t, 'POST', '/api/phone-confirmations/send', who.authorization, { addressId: who.addressId })).statusCode).toBe(200);
    const [account] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, who.userId));
    await t.app.jobs.runDue();
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, account!.email)).orderBy(desc(mailOutbox.createdAt)).limit(1);
    expect(mail!.subject).toBe('உங்கள் Aabhushan உறுதிப்படுத்தல் குறியீடு');
    const text = openOutboxText(createDataCipher(TEST_DATA_KEY), mail!);
    expect(text).toMatch(/உங்கள் குறியீடு \d{6}\./);
    expect(text).not.toContain('Your code to confirm');
  });

  it('asks nothing up to the set value, and the same of an online order switched to cash on delivery', async () => {
    const opening = editablePart(storeSettings());
    applyStoredSettings({ ...opening, codConfirmAbovePaise: 3_000_000 });
    try {
      const small = await shopper(t, piece!, 1);
      expect((await place(t, small.authorization, cod(small))).statusCode).toBe(201);
    } finally {
      applyStoredSettings(opening);
    }
    const switcher = await shopper(t, piece!, 1);
    const order = await placeOk(t, switcher);
    const switched = await call(t, 'POST', '/api/payments/cod', switcher.authorization, { order_id: order.id });
    expect(switched.statusCode).toBe(403);
    expect(switched.json().message).toContain('Please confirm your phone number with the code we send');
  });

  it('does not confirm another customer\'s address, and limits the codes sent', async () => {
    const owner = await shopper(t, piece!, 1);
    const other = await shopper(t, piece!, 1);
    const foreign = await call(t, 'POST', '/api/phone-confirmations/send', other.authorization, { addressId: owner.addressId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Address not found');
    expect((await call(t, 'GET', `/api/phone-confirmations?addressId=${owner.addressId}`)).statusCode).toBe(401);
    for (let i = 0; i < 5; i += 1) expect((await call(t, 'POST', '/api/phone-confirmations/send', owner.authorization, { addressId: owner.addressId })).statusCode).toBe(200);
    const limited = await call(t, 'POST', '/api/phone-confirmations/send', owner.authorization, { addressId: owner.addressId });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many codes asked for\. Please try again in \d+ minutes?\.$/);
  });
});

describe('phone codes by SMS when a provider is configured', () => {
  let t: TestApp;
  let server: Server;
  const received: Array<{ authorization?: string; body: { to: string; text: string } }> = [];
  /** The provider's next answer: taken (202) or down (503). */
  let nextStatus = 202;
  const readBody = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return JSON.parse(text) as { to: string; text: string };
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      void readBody(request).then((body) => {
        received.push({ authorization: request.headers.authorization, body });
        response.writeHead(nextStatus).end();
        nextStatus = 202;
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    t = await createTestApp({ config: { dataKey: TEST_DATA_KEY, SMS_URL: `http://127.0.0.1:${port}/send`, SMS_TOKEN: 'sms-token' } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('texts the code to the delivery phone, and the code confirms it', async () => {
    const [piece] = await plainProducts(t, 1);
    const who = await shopper(t, piece!, 1);
    const sent = await call(t, 'POST', '/api/phone-confirmations/send', who.authorization, { addressId: who.addressId });
    expect(sent.json().data).toEqual({ channel: 'sms', sentTo: '+91 98••• ••210' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ authorization: 'Bearer sms-token', body: { to: '+919876543210' } });
    const code = /\b(\d{6})\b/.exec(received[0]!.body.text)![1]!;
    expect((await call(t, 'POST', '/api/phone-confirmations/confirm', who.authorization, { addressId: who.addressId, code })).statusCode).toBe(200);
  });

  it('says so when the SMS provider is down, and a new code can be asked for', async () => {
    const [piece] = await plainProducts(t, 1);
    const who = await shopper(t, piece!, 1);
    nextStatus = 503;
    const failed = await call(t, 'POST', '/api/phone-confirmations/send', who.authorization, { addressId: who.addressId });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe('The code could not be sent. Please try again in a few minutes.');
    expect((await call(t, 'POST', '/api/phone-confirmations/send', who.authorization, { addressId: who.addressId })).statusCode).toBe(200);
  });
});
