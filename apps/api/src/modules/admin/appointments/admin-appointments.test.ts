import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditEvents } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { addAddress, at, call, dayAhead, plainProducts, showroomBySlug, signIn, signInStaff } from '../../appointments/appointments-test-helpers';

/** The staff side of appointments: the day per showroom, outcomes, closures, settings; each change audited. */
describe('/api/admin/appointments', () => {
  let t: TestApp;
  let staff: { userId: string; authorization: string };
  let jaipur: { id: string };
  const day = dayAhead(6);

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t);
    jaipur = await showroomBySlug(t, 'jaipur-c-scheme');
  });
  afterAll(() => t.close());

  const auditOf = (entityId: string) => t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId));

  it('is staff only', async () => {
    const customer = await signIn(t);
    expect((await call(t, 'GET', `/api/admin/appointments?showroom=${jaipur.id}&date=${day}`, customer.authorization)).statusCode).toBe(403);
  });

  it('lists a showroom\'s day with the customer, the pieces to keep ready and the home address', async () => {
    const customer = await signIn(t, 'Kavya Rao');
    const [piece] = await plainProducts(t, 1);
    const address = await addAddress(t, customer.authorization, '302001');
    const booked = await call(t, 'POST', '/api/appointments', customer.authorization, { kind: 'home', showroomId: jaipur.id, start: at(day, '12:00'), addressId: address, productIds: [piece!.id] });
    expect(booked.statusCode, booked.body).toBe(201);
    const answer = await call(t, 'GET', `/api/admin/appointments?showroom=${jaipur.id}&date=${day}`, staff.authorization);
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = answer.json().data;
    expect(row).toMatchObject({ kind: 'home', customer: { name: 'Kavya Rao' }, start: at(day, '12:00') });
    expect(row.products.map((product: { _id: string }) => product._id)).toEqual([piece!.id]);
    expect(row.address).toContain('14 Johari Bazaar');
    expect(row.address).toContain('302001');
  });

  it('marks an appointment attended or no-show once its time has come, audited', async () => {
    const customer = await signIn(t);
    const booked = (await call(t, 'POST', '/api/appointments', customer.authorization, { kind: 'store', showroomId: jaipur.id, start: at(day, '13:00') })).json().data;
    const early = await call(t, 'POST', `/api/admin/appointments/${booked.id}/outcome`, staff.authorization, { status: 'attended' });
    expect([early.statusCode, early.json().message]).toEqual([409, 'An appointment is marked once its time has come']);
    const begun = new Date(Date.now() - 10 * 60_000);
    await t.database.db.update(appointments).set({ startsAt: begun, endsAt: new Date(begun.getTime() + 30 * 60_000) }).where(eq(appointments.id, booked.id));
    const marked = await call(t, 'POST', `/api/admin/appointments/${booked.id}/outcome`, staff.authorization, { status: 'no_show' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await call(t, 'POST', `/api/admin/appointments/${booked.id}/outcome`, staff.authorization, { status: 'attended' })).statusCode).toBe(409);
    expect((await call(t, 'POST', `/api/admin/appointments/${booked.id}/outcome`, staff.authorization, { status: 'cancelled' })).statusCode).toBe(400);
    expect((await auditOf(booked.id)).map((row) => [row.action, row.actorId])).toEqual([['appointment.no_show', staff.userId]]);
  });

  it('closes a slot and a day: the slots answer shows them closed and booking them is refused', async () => {
    const closeDay = dayAhead(7);
    const slot = await call(t, 'POST', '/api/admin/appointment-closures', staff.authorization, { showroomId: jaipur.id, date: closeDay, slotStart: '11:00', reason: 'Inventory' });
    expect(slot.statusCode, slot.body).toBe(201);
    const slots = (await call(t, 'GET', `/api/public/appointments/slots?kind=store&date=${closeDay}&showroom=${jaipur.id}`)).json().data.slots;
    expect(slots.find((row: { start: string }) => row.start === at(closeDay, '11:00'))).toMatchObject({ available: false });
    const customer = await signIn(t);
    const refused = await call(t, 'POST', '/api/appointments', customer.authorization, { kind: 'store', showroomId: jaipur.id, start: at(closeDay, '11:00') });
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'The showroom is closed at this time. Please choose another slot.']);
    const wholeDay = await call(t, 'POST', '/api/admin/appointment-closures', staff.authorization, { showroomId: jaipur.id, date: closeDay });
    expect((await call(t, 'GET', `/api/public/appointments/slots?kind=store&date=${closeDay}&showroom=${jaipur.id}`)).json().data.slots).toEqual([]);
    const listed = (await call(t, 'GET', `/api/admin/appointment-closures?showroom=${jaipur.id}`, staff.authorization)).json().data;
    expect(listed.map((row: { slotStart: string | null }) => row.slotStart).sort()).toEqual(['11:00', null].sort());
    expect((await call(t, 'DELETE', `/api/admin/appointment-closures/${wholeDay.json().data.id}`, staff.authorization)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/public/appointments/slots?kind=store&date=${closeDay}&showroom=${jaipur.id}`)).json().data.slots.length).toBeGreaterThan(0);
    expect((await auditOf(wholeDay.json().data.id)).map((row) => row.action)).toEqual(['appointment-closure.create', 'appointment-closure.delete']);
  });

  it('edits a showroom\'s slot length, consultants and PIN prefixes, audited, and refuses bad values', async () => {
    const delhi = await showroomBySlug(t, 'new-delhi-south-extension');
    const changed = await call(t, 'PATCH', `/api/admin/appointment-settings/${delhi.id}`, staff.authorization, { slotMinutes: 45, consultants: 3, pinPrefixes: ['110', '1220'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ slotMinutes: 45, consultants: 3, pinPrefixes: ['110', '1220'] });
    const slots = (await call(t, 'GET', `/api/public/appointments/slots?kind=home&date=${day}&showroom=${delhi.id}&pin=122001`)).json().data;
    expect(slots.slotMinutes).toBe(45);
    expect(slots.slots[0].remaining).toBe(3);
    const bad = await call(t, 'PATCH', `/api/admin/appointment-settings/${delhi.id}`, staff.authorization, { pinPrefixes: ['0110'] });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'PIN prefixes are 1 to 6 digits each, the first not 0 (at most 50)']);
    expect((await call(t, 'PATCH', `/api/admin/appointment-settings/${delhi.id}`, staff.authorization, { slotMinutes: 5 })).statusCode).toBe(400);
    expect((await call(t, 'PATCH', `/api/admin/appointment-settings/${delhi.id}`, staff.authorization, { videoLinkBase: 'http://insecure.example.com' })).statusCode).toBe(400);
    expect((await auditOf(delhi.id)).map((row) => row.action)).toEqual(['appointment-settings.update']);
    // The staff page's "Changes by staff" beside the settings reads this audit.
    const trail = await call(t, 'GET', `/api/admin/audit?entityType=showroom&entityId=${delhi.id}`, staff.authorization);
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.json().data[0].changes).toEqual(expect.arrayContaining([{ field: 'slotMinutes', before: 30, after: 45 }, { field: 'pinPrefixes', before: ['110'], after: ['110', '1220'] }]));
    const all = (await call(t, 'GET', '/api/admin/appointment-settings', staff.authorization)).json().data;
    expect(all.find((row: { showroomId: string }) => row.showroomId === jaipur.id)).toMatchObject({ slotMinutes: 30, consultants: 2, pinPrefixes: ['302', '303'] });
  });
});
