import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enquiries, jobs, newsletterSubscribers } from '../../db/schema/index';
import { createJobWorker } from '../../lib/jobs/job-worker';
import { createMailQueue, MAIL_JOB, mailJobHandler } from '../../lib/mail/mail-jobs';
import { createTestDatabase } from '../../test/test-database';
import { listOutbox } from '../dev/outbox.repository';
import { OPENING_STORE_SETTINGS } from '../settings/store-settings';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { testCipher } from '../../test/test-cipher';
import { openEnquiryNumber } from './enquiry-number';
import { createEnquiryService, ENQUIRY_LIMITS } from './enquiry.service';
import { createMemoryAttemptStore } from '../../lib/attempt-limiter';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

let clients = 0;
const send = (payload: object, remoteAddress = `10.9.0.${++clients}`) =>
  t.app.inject({ method: 'POST', url: '/api/public/enquiry', payload, remoteAddress });

const valid = {
  name: 'Meera Iyer',
  email: 'meera.enquiry@example.in',
  number: '9876543210',
  category: 'custom',
  message: 'Could you make a temple necklace in 22K gold, about 40 grams?',
  status: 'active',
  newsletter: false,
  privacy: true,
};

describe('POST /api/public/enquiry', () => {
  it('stores the enquiry, mails it to the store and acknowledges it to the sender', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Thank you for contacting us! We will reply within 24 hours.', data: { category: 'custom', newsletter: false } });
    const rows = await t.database.db.select().from(enquiries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: body.data._id, name: 'Meera Iyer', status: 'active', privacy: true });
    expect(rows[0]!.numberSealed).not.toContain('9876543210');
    expect(openEnquiryNumber(testCipher, rows[0]!.id, rows[0]!.numberSealed)).toBe('9876543210');

    await t.app.jobs.runDue();
    const toStore = await listOutbox(t.database.db, testCipher, { to: OPENING_STORE_SETTINGS.contact.email, limit: 5 });
    expect(toStore[0]!.subject).toBe('New enquiry: Custom design from Meera Iyer');
    expect(toStore[0]!.text).toContain('meera.enquiry@example.in');
    expect(toStore[0]!.text).toContain('9876543210');
    expect(toStore[0]!.text).toContain(valid.message);
    const toSender = await listOutbox(t.database.db, testCipher, { to: valid.email, limit: 5 });
    expect(toSender[0]!.subject).toBe('We have received your message');
    expect(toSender[0]!.text).toContain('within 24 hours');
    expect(toSender[0]!.text).toContain(`(reference ${body.data._id.slice(0, 8).toUpperCase()})`);
  });

  it('acknowledges without repeating the message, and with no more of the name than 40 plain characters', async () => {
    // Anyone can put someone else's address in the form; the store must not mail them the sender's words.
    const aimed = {
      ...valid,
      email: 'someone.else@example.in',
      name: 'Your account is locked, verify at evil.example/login today or lose it',
      message: 'URGENT: your Aabhushan order is on hold. Pay the customs fee at https://evil.example/pay within 2 hours.',
    };
    expect((await send(aimed)).statusCode).toBe(201);
    await t.app.jobs.runDue();
    const [mail] = await listOutbox(t.database.db, testCipher, { to: aimed.email, limit: 5 });
    expect(mail!.text).not.toContain('customs fee');
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.links).toEqual([]);
    expect(mail!.text.split('\n')[0]).toBe('Namaste Your account is locked verify at evil ex,');
  });

  it("acknowledges in the storefront's language (its lang cookie); the store's copy stays in English", async () => {
    const email = 'kavya.hindi@example.in';
    const response = await t.app.inject({ method: 'POST', url: '/api/public/enquiry', payload: { ...valid, email, name: 'Kavya Rao' }, cookies: { lang: 'hi' }, remoteAddress: `10.9.0.${++clients}` });
    expect(response.statusCode, response.body).toBe(201);
    await t.app.jobs.runDue();
    const [toSender] = await listOutbox(t.database.db, testCipher, { to: email, limit: 5 });
    expect(toSender!.subject).toBe('हमें आपका संदेश मिल गया है');
    expect(toSender!.text).toMatch(/^नमस्ते Kavya Rao,\n\n"कस्टम डिज़ाइन" के बारे में Aabhushan को लिखने के लिए धन्यवाद/);
    expect(toSender!.text).not.toContain('Thank you for writing');
    const toStore = await listOutbox(t.database.db, testCipher, { to: OPENING_STORE_SETTINGS.contact.email, limit: 5 });
    expect(toStore.map((mail) => mail.subject)).toContain('New enquiry: Custom design from Kavya Rao');
  });

  it('subscribes the sender to the newsletter only when asked', async () => {
    await send({ ...valid, email: 'no.news@example.in' });
    await send({ ...valid, email: 'yes.news@example.in', newsletter: true });
    const subscribers = (await t.database.db.select().from(newsletterSubscribers)).map((row) => row.email);
    expect(subscribers).toContain('yes.news@example.in');
    expect(subscribers).not.toContain('no.news@example.in');
  });

  it('answers 400 with one clear message per field', async () => {
    const cases: Array<[object, string]> = [
      [{ ...valid, name: '' }, 'Name is required'],
      [{ ...valid, email: 'meera@' }, 'Please enter a valid email'],
      [{ ...valid, email: undefined }, 'Email is required'],
      [{ ...valid, number: '98765' }, 'Please enter a valid 10-digit phone number'],
      [{ ...valid, number: '' }, 'Phone number is required'],
      [{ ...valid, category: 'complaint' }, 'Please choose what your enquiry is about'],
      [{ ...valid, message: '  ' }, 'Message is required'],
      [{ ...valid, status: 'closed' }, "status must be 'active'"],
    ];
    for (const [payload, message] of cases) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal(message));
    }
  });

  it('limits messages per sender e-mail, whatever client sends them, with the wait in minutes', async () => {
    const email = 'flood.sender@example.in';
    for (let i = 0; i < ENQUIRY_LIMITS.perEmail; i += 1) expect((await send({ ...valid, email })).statusCode).toBe(201);
    const blocked = await send({ ...valid, email: 'Flood.Sender@example.in' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many messages from this address\. Please try again in \d+ minutes\.$/);
    expect((await t.database.db.select().from(enquiries)).filter((row) => row.email.toLowerCase() === email)).toHaveLength(ENQUIRY_LIMITS.perEmail);
  });

  it('limits messages per client address', async () => {
    const client = '203.0.113.50';
    for (let i = 0; i < ENQUIRY_LIMITS.perClient; i += 1) {
      expect((await send({ ...valid, email: `client.${i}@example.in` }, client)).statusCode).toBe(201);
    }
    expect((await send({ ...valid, email: 'one.more@example.in' }, client)).statusCode).toBe(429);
    expect((await send({ ...valid, email: 'one.more@example.in' }, '203.0.113.51')).statusCode).toBe(201);
  });
});

describe('acknowledgements per recipient', () => {
  it(`mails one address at most ${ENQUIRY_LIMITS.acknowledgementsPerDay} acknowledgements a day; the store still gets every message`, async () => {
    let clock = Date.parse('2026-11-20T09:00:00Z');
    const sent: string[] = [];
    const mailer = { kind: 'smtp' as const, send: vi.fn(async (message: { to: string }) => void sent.push(message.to)) };
    const service = createEnquiryService(t.database.db, { cipher: testCipher, mailer, subscribe: async () => undefined, log: { error: vi.fn() }, attempts: createMemoryAttemptStore(), now: () => clock });
    const to = 'daily.target@example.in';
    for (let hour = 0; hour < ENQUIRY_LIMITS.acknowledgementsPerDay + 1; hour += 1) {
      expect((await service.submit({ ...valid, category: 'order', status: 'active', email: to }, `192.0.2.${hour + 10}`, OPENING_STORE_SETTINGS)).ok).toBe(true);
      clock += 2 * 3_600_000;
    }
    expect(sent.filter((address) => address === to)).toHaveLength(ENQUIRY_LIMITS.acknowledgementsPerDay);
    expect(sent.filter((address) => address === OPENING_STORE_SETTINGS.contact.email)).toHaveLength(ENQUIRY_LIMITS.acknowledgementsPerDay + 1);
    clock += 24 * 3_600_000;
    await service.submit({ ...valid, category: 'order', status: 'active', email: to }, '192.0.2.99', OPENING_STORE_SETTINGS);
    expect(sent.filter((address) => address === to)).toHaveLength(ENQUIRY_LIMITS.acknowledgementsPerDay + 1);
  });
});

describe('when e-mail cannot be sent', () => {
  it('keeps the enquiry, answers success, and its two mails wait as jobs to be tried again', async () => {
    // A database of its own: no app's worker delivers these jobs before the test's own worker does.
    const { database, dispose } = await createTestDatabase();
    try {
      const service = createEnquiryService(database.db, { cipher: testCipher, mailer: createMailQueue(database.db, testCipher), subscribe: async () => undefined, attempts: createMemoryAttemptStore() });
      const outcome = await service.submit({ ...valid, category: 'order', status: 'active', email: 'mail.down@example.in' }, '192.0.2.1', OPENING_STORE_SETTINGS);
      expect(outcome.ok).toBe(true);
      const mailServer = { kind: 'smtp' as const, send: vi.fn(async () => Promise.reject(new Error('connect ECONNREFUSED'))) };
      const worker = createJobWorker({ db: database.db, log: { info: () => {}, warn: () => {}, error: () => {} }, pollMs: null });
      worker.handle(MAIL_JOB, mailJobHandler(mailServer, testCipher));
      expect(await worker.runDue()).toBe(2);
      expect(mailServer.send).toHaveBeenCalledTimes(2);
      const waiting = await database.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB));
      expect(waiting.map((job) => [job.status, job.attempts, job.lastError])).toEqual([
        ['pending', 1, 'connect ECONNREFUSED'],
        ['pending', 1, 'connect ECONNREFUSED'],
      ]);
      expect(await database.db.select().from(enquiries).where(eq(enquiries.email, 'mail.down@example.in'))).toHaveLength(1);
    } finally {
      await dispose();
    }
  });
});
