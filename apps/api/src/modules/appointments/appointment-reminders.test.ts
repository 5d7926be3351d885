import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, jobs, users } from '../../db/schema/index';
import { createDataCipher } from '../../lib/data-cipher';
import { createTestApp, TEST_DATA_KEY, type TestApp } from '../../test/create-test-app';
import { queueAppointmentReminders } from './appointment-reminders';
import { at, call, dayAhead, outboxOf, showroomBySlug, signIn } from './appointments-test-helpers';

/** The reminder the day before, in the language the customer booked in, once per start. */
describe('appointment reminders', () => {
  let t: TestApp;
  const cipher = createDataCipher(TEST_DATA_KEY);
  const run = (now: Date) => queueAppointmentReminders({ db: t.database.db, cipher, storeOrigin: 'https://aabhushan.example' }, now);
  const queuedFor = (id: string) => t.database.db.select({ key: jobs.dedupeKey }).from(jobs).where(like(jobs.dedupeKey, `appointment-reminder:${id}:%`));
  const emailOf = async (userId: string) => (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('queues the reminder on the day before, once, in Hindi for a customer who booked in Hindi; a move is reminded of again', async () => {
    const customer = await signIn(t, 'Meera Iyer');
    const showroom = await showroomBySlug(t, 'mumbai-zaveri-bazaar');
    const day = dayAhead(8);
    const booked = await t.app.inject({
      method: 'POST', url: '/api/appointments', headers: { authorization: customer.authorization, cookie: 'lang=hi' },
      payload: { kind: 'store', showroomId: showroom.id, start: at(day, '11:00') },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().data.id;
    const dayBefore = new Date(`${dayAhead(7)}T09:00:00+05:30`);
    expect(await run(new Date(`${dayAhead(6)}T21:00:00+05:30`))).not.toContain(`appointment-reminder:${id}:${new Date(at(day, '11:00')).toISOString()}`);
    expect(await run(dayBefore)).toContain(`appointment-reminder:${id}:${new Date(at(day, '11:00')).toISOString()}`);
    expect(await run(new Date(dayBefore.getTime() + 3_600_000))).toEqual([]);
    expect(await queuedFor(id)).toHaveLength(1);
    const reminders = (await outboxOf(t, await emailOf(customer.userId))).filter((mail) => mail.subject.startsWith('कल मिलते हैं'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toContain(booked.json().data.reference);
    expect(reminders[0]!.text).toContain('नमस्ते Meera Iyer,');
    // The showroom as the customer reads it: its Hindi name and address.
    expect(reminders[0]!.text).toContain(`${showroom.name.hi}, 112, शेख़ मेमन स्ट्रीट, ज़वेरी बाज़ार, मुंबई, महाराष्ट्र 400002`);

    expect((await call(t, 'POST', `/api/appointments/${id}/reschedule`, customer.authorization, { start: at(day, '12:00') })).statusCode).toBe(200);
    expect(await run(new Date(dayBefore.getTime() + 7_200_000))).toEqual([`appointment-reminder:${id}:${new Date(at(day, '12:00')).toISOString()}`]);
  });

  it('reminds no cancelled appointment', async () => {
    const customer = await signIn(t);
    const showroom = await showroomBySlug(t, 'mumbai-zaveri-bazaar');
    const day = dayAhead(9);
    const id = (await call(t, 'POST', '/api/appointments', customer.authorization, { kind: 'store', showroomId: showroom.id, start: at(day, '11:00') })).json().data.id;
    await t.database.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, id));
    expect(await run(new Date(`${dayAhead(8)}T09:00:00+05:30`))).toEqual([]);
  });
});
