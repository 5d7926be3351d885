import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { at, call, dayAhead, showroomBySlug, signIn } from './appointments-test-helpers';

/**
 * Customers booking one slot at once. PGlite has a single connection, so requests never overlap
 * there: this runs on PostgreSQL only, where the slot's advisory lock serialises the count of
 * places and the insert that follows it.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('appointments under concurrent booking (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('10 customers booking the last place of a slot at once: exactly one succeeds', async () => {
    const showroom = await showroomBySlug(t, 'new-delhi-south-extension');
    const start = at(dayAhead(4), '12:30');
    // One of the slot's two places is taken already.
    const first = await signIn(t, 'Early Bird');
    expect((await call(t, 'POST', '/api/appointments', first.authorization, { kind: 'store', showroomId: showroom.id, start })).statusCode).toBe(201);
    const customers = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(t, `Racer ${i}`)));
    const answers = await Promise.all(customers.map((customer) => call(t, 'POST', '/api/appointments', customer.authorization, { kind: 'video', showroomId: showroom.id, start })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const answer of answers.filter((one) => one.statusCode === 409)) expect(answer.json().message).toBe('This slot has just been taken. Please choose another.');
    const taken = await t.database.db.select().from(appointments).where(and(eq(appointments.showroomId, showroom.id), eq(appointments.startsAt, new Date(start)), ne(appointments.status, 'cancelled')));
    expect(taken).toHaveLength(2);
  });

  it('one customer booking four slots at once keeps to three upcoming', async () => {
    const showroom = await showroomBySlug(t, 'new-delhi-south-extension');
    const customer = await signIn(t, 'Hurried');
    const day = dayAhead(5);
    const answers = await Promise.all(['11:00', '11:30', '12:00', '12:30'].map((time) => call(t, 'POST', '/api/appointments', customer.authorization, { kind: 'store', showroomId: showroom.id, start: at(day, time) })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 409]);
  });
});
