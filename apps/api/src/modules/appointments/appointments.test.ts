import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { addAddress, at, call, dayAhead, outboxOf, plainProducts, showroomBySlug, signIn } from './appointments-test-helpers';

/** Appointments through the API: slots, booking, the customer's list, cancel and move, the video link page. */
describe('appointments', () => {
  let t: TestApp;
  let jaipur: Awaited<ReturnType<typeof showroomBySlug>>;
  let mumbai: Awaited<ReturnType<typeof showroomBySlug>>;
  const day = dayAhead(3);

  beforeAll(async () => {
    t = await createTestApp();
    jaipur = await showroomBySlug(t, 'jaipur-johari-bazaar');
    mumbai = await showroomBySlug(t, 'mumbai-zaveri-bazaar');
  });
  afterAll(() => t.close());

  const emailOf = async (userId: string) => (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;
  const book = (authorization: string, body: object) => call(t, 'POST', '/api/appointments', authorization, body);

  it('answers the day\'s slots in India\'s time with the places left', async () => {
    const answer = await call(t, 'GET', `/api/public/appointments/slots?kind=store&date=${day}&showroom=${jaipur.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { slots, slotMinutes } = answer.json().data;
    expect(slotMinutes).toBe(30);
    const eleven = slots.find((slot: { start: string }) => slot.start === at(day, '11:00'));
    expect(eleven).toEqual({ start: at(day, '11:00'), end: at(day, '11:30'), available: true, remaining: 2 });
    for (const slot of slots) expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:30$/);
  });

  it('refuses try at home without a PIN the showroom serves, and lists showrooms by PIN', async () => {
    const outside = await call(t, 'GET', `/api/public/appointments/slots?kind=home&date=${day}&showroom=${mumbai.id}&pin=302001`);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('Try at home is not available at this PIN yet');
    expect((await call(t, 'GET', `/api/public/appointments/slots?kind=home&date=${day}&showroom=${jaipur.id}`)).json().message).toBe('Try at home is not available at this PIN yet');
    expect((await call(t, 'GET', `/api/public/appointments/slots?kind=home&date=${day}&showroom=${jaipur.id}&pin=302001`)).statusCode).toBe(200);
    const serving = await call(t, 'GET', '/api/public/appointments/showrooms?pin=560034');
    expect(serving.json().data.map((showroom: { city: { en: string; ta?: string } }) => showroom.city)).toEqual([{ en: 'Bengaluru', hi: 'बेंगलुरु', ta: 'பெங்களூரு', te: 'బెంగళూరు' }]);
    expect((await call(t, 'GET', '/api/public/appointments/showrooms?pin=999999')).json().data).toEqual([]);
  });

  it('books a video call with the piece: 201, a reference, a link page of our own, a mail with the calendar invitation', async () => {
    const customer = await signIn(t, 'Meera Iyer');
    const [piece] = await plainProducts(t, 1);
    const answer = await book(customer.authorization, { kind: 'video', showroomId: jaipur.id, start: at(day, '11:00'), productIds: [piece!.id], note: 'Bridal set' });
    expect(answer.statusCode, answer.body).toBe(201);
    const appointment = answer.json().data;
    expect(appointment).toMatchObject({ kind: 'video', start: at(day, '11:00'), end: at(day, '11:30'), status: 'booked', note: 'Bridal set', changeable: true });
    expect(appointment.reference).toMatch(/^AP-\d{4}-\d{6}$/);
    expect(appointment.showroom).toMatchObject({ _id: jaipur.id, name: jaipur.name });
    expect(appointment.products.map((product: { _id: string }) => product._id)).toEqual([piece!.id]);
    expect(appointment.videoLink).toMatch(/^http:\/\/localhost:3000\/appointments\/video\/[\w-]{24}$/);

    const token = appointment.videoLink.split('/').at(-1);
    const page = await call(t, 'GET', `/api/appointments/video/${token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({ reference: appointment.reference, start: at(day, '11:00'), status: 'booked' });
    expect((await call(t, 'GET', '/api/appointments/video/not-a-token')).statusCode).toBe(404);

    const [mail] = await outboxOf(t, await emailOf(customer.userId));
    expect(mail!.subject).toContain(appointment.reference);
    expect(mail!.text).toContain(appointment.videoLink);
    expect(mail!.attachments).toHaveLength(1);
    const ics = mail!.attachments[0]!;
    expect(ics.filename).toBe(`${appointment.reference}.ics`);
    expect(ics.contentType).toContain('text/calendar');
    expect(ics.content).toContain(`UID:${appointment.id}@aabhushan.in\r\n`);
    expect(ics.content).toContain(`DTSTART:${new Date(at(day, '11:00')).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z\r\n`);

    const mine = await call(t, 'GET', '/api/appointments/mine', customer.authorization);
    expect(mine.json().data.map((row: { id: string }) => row.id)).toEqual([appointment.id]);
  });

  it('answers each piece\'s names in every language, and a Tamil booking\'s mail names it in Tamil', async () => {
    const customer = await signIn(t);
    const [piece] = await plainProducts(t, 1);
    expect(piece!.name.ta).toBeTruthy();
    const answer = await t.app.inject({
      method: 'POST', url: '/api/appointments', headers: { authorization: customer.authorization, cookie: 'lang=ta' },
      payload: { kind: 'video', showroomId: jaipur.id, start: at(day, '15:00'), productIds: [piece!.id] },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const appointment = answer.json().data;
    expect(appointment.products).toEqual([expect.objectContaining({ _id: piece!.id, name: piece!.name.en, localizedName: piece!.name })]);
    const mine = (await call(t, 'GET', '/api/appointments/mine', customer.authorization)).json().data;
    expect(mine[0].products[0].localizedName).toEqual(piece!.name);
    const page = await call(t, 'GET', `/api/appointments/video/${appointment.videoLink.split('/').at(-1)}`);
    expect(page.json().data.products[0].localizedName).toEqual(piece!.name);
    const [mail] = await outboxOf(t, await emailOf(customer.userId));
    expect(mail!.text).toContain(piece!.name.ta);
    expect(mail!.text).not.toContain(piece!.name.en);
  });

  it('uses the showroom\'s video service when staff configured one', async () => {
    const customer = await signIn(t);
    const staff = (await import('./appointments-test-helpers')).signInStaff;
    const { authorization } = await staff(t);
    expect((await call(t, 'PATCH', `/api/admin/appointment-settings/${mumbai.id}`, authorization, { videoLinkBase: 'https://meet.example.com/aabhushan/' })).statusCode).toBe(200);
    const answer = await book(customer.authorization, { kind: 'video', showroomId: mumbai.id, start: at(day, '12:00') });
    expect(answer.json().data.videoLink).toMatch(/^https:\/\/meet\.example\.com\/aabhushan\/aabhushan-[\w-]{24}$/);
  });

  it('fills a slot with its consultants, then answers 409 with the issue\'s sentence', async () => {
    const slot = at(day, '13:00');
    for (const name of ['First', 'Second']) expect((await book((await signIn(t, name)).authorization, { kind: 'store', showroomId: jaipur.id, start: slot })).statusCode).toBe(201);
    const third = await book((await signIn(t, 'Third')).authorization, { kind: 'store', showroomId: jaipur.id, start: slot });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('This slot has just been taken. Please choose another.');
    const slots = (await call(t, 'GET', `/api/public/appointments/slots?kind=store&date=${day}&showroom=${jaipur.id}`)).json().data.slots;
    expect(slots.find((row: { start: string }) => row.start === slot)).toMatchObject({ available: false, remaining: 0 });
  });

  it('refuses a slot in the past, between slots or outside the hours with 400', async () => {
    const { authorization } = await signIn(t);
    const past = await book(authorization, { kind: 'store', showroomId: jaipur.id, start: at(dayAhead(-1), '11:00') });
    expect([past.statusCode, past.json().message]).toEqual([400, 'This time has already passed. Please choose a later slot.']);
    const early = await book(authorization, { kind: 'store', showroomId: jaipur.id, start: at(day, '08:00') });
    expect([early.statusCode, early.json().message]).toEqual([400, 'This time is outside the showroom\'s opening hours. Please choose a slot from the list.']);
    expect((await book(authorization, { kind: 'store', showroomId: jaipur.id, start: at(day, '11:10') })).statusCode).toBe(400);
    expect((await book(authorization, { kind: 'store', showroomId: jaipur.id, start: 'tomorrow' })).statusCode).toBe(400);
    expect((await book(authorization, { kind: 'store', showroomId: 'nowhere', start: at(day, '11:00') })).statusCode).toBe(404);
  });

  it('books try at home only with an address whose PIN the showroom serves', async () => {
    const customer = await signIn(t);
    const noAddress = await book(customer.authorization, { kind: 'home', showroomId: jaipur.id, start: at(day, '14:00') });
    expect([noAddress.statusCode, noAddress.json().message]).toEqual([400, 'Choose the address we should visit']);
    const pune = await addAddress(t, customer.authorization, '411004');
    const far = await book(customer.authorization, { kind: 'home', showroomId: jaipur.id, start: at(day, '14:00'), addressId: pune });
    expect([far.statusCode, far.json().message]).toEqual([400, 'Try at home is not available at this PIN yet']);
    const home = await addAddress(t, customer.authorization, '302003');
    const answer = await book(customer.authorization, { kind: 'home', showroomId: jaipur.id, start: at(day, '14:00'), addressId: home, pin: '302003' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject({ kind: 'home', pin: '302003', videoLink: null });
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, answer.json().data.id));
    expect(row!.addressSealed).not.toContain('Johari');
  });

  it('holds at most three upcoming appointments per customer', async () => {
    const { authorization } = await signIn(t);
    for (const time of ['15:00', '15:30', '16:00']) expect((await book(authorization, { kind: 'store', showroomId: mumbai.id, start: at(day, time) })).statusCode).toBe(201);
    const fourth = await book(authorization, { kind: 'store', showroomId: mumbai.id, start: at(day, '16:30') });
    expect([fourth.statusCode, fourth.json().message]).toEqual([409, 'You already have 3 upcoming appointments. Cancel one to book another.']);
  });

  it('moves an appointment to a free slot and cancels it; another customer cannot touch it', async () => {
    const customer = await signIn(t);
    const booked = (await book(customer.authorization, { kind: 'store', showroomId: jaipur.id, start: at(day, '17:00') })).json().data;
    const stranger = await signIn(t, 'Stranger');
    expect((await call(t, 'POST', `/api/appointments/${booked.id}/cancel`, stranger.authorization)).statusCode).toBe(404);
    const moved = await call(t, 'POST', `/api/appointments/${booked.id}/reschedule`, customer.authorization, { start: at(day, '17:30') });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ start: at(day, '17:30'), end: at(day, '18:00'), reference: booked.reference });
    const full = await call(t, 'POST', `/api/appointments/${booked.id}/reschedule`, customer.authorization, { start: at(day, '13:00') });
    expect([full.statusCode, full.json().message]).toEqual([409, 'This slot has just been taken. Please choose another.']);
    const cancelled = await call(t, 'POST', `/api/appointments/${booked.id}/cancel`, customer.authorization);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', changeable: false });
    const again = await call(t, 'POST', `/api/appointments/${booked.id}/cancel`, customer.authorization);
    expect([again.statusCode, again.json().message]).toEqual([409, 'This appointment is no longer booked']);
    const mails = await outboxOf(t, await emailOf(customer.userId));
    expect(mails.map((mail) => mail.attachments[0]?.content.match(/METHOD:(\w+)/)?.[1])).toEqual(['CANCEL', 'REQUEST', 'REQUEST']);
    const sequences = mails.map((mail) => Number(mail.attachments[0]!.content.match(/SEQUENCE:(\d+)/)![1]));
    expect(sequences[2]).toBe(0);
  });

  it('closes cancelling and moving two hours before the start', async () => {
    const customer = await signIn(t);
    const booked = (await book(customer.authorization, { kind: 'store', showroomId: jaipur.id, start: at(day, '18:00') })).json().data;
    // The appointment is brought to within the cut-off (as if time had passed).
    const soon = new Date(Date.now() + 90 * 60_000);
    await t.database.db.update(appointments).set({ startsAt: soon, endsAt: new Date(soon.getTime() + 30 * 60_000) }).where(eq(appointments.id, booked.id));
    const late = await call(t, 'POST', `/api/appointments/${booked.id}/cancel`, customer.authorization);
    expect([late.statusCode, late.json().message]).toEqual([409, 'An appointment can be cancelled or moved until 2 hours before it begins']);
    expect((await call(t, 'POST', `/api/appointments/${booked.id}/reschedule`, customer.authorization, { start: at(day, '18:30') })).statusCode).toBe(409);
  });

  it('asks for a sign-in to book or list', async () => {
    expect((await call(t, 'GET', '/api/appointments/mine')).statusCode).toBe(401);
    expect((await call(t, 'POST', '/api/appointments', undefined, { kind: 'store', showroomId: jaipur.id, start: at(day, '11:00') })).statusCode).toBe(401);
  });
});
