import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPlanMonths } from '@aabhushan/shared/rules/gold-plan-dates';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import { ADMIN_GOLD_PLAN_MESSAGES as M, GOLD_PLAN_MESSAGES } from '@aabhushan/shared/schemas/gold-plans';
import { auditEvents } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { signIn, signInStaff } from '../../../test/signed-in-customer';
import { call } from '../../payments/payments-test-helpers';
import { enrol, instalmentRows, paidOnTime, payInTestGateway, startedOn } from '../../gold-plans/gold-plans-test-helpers';

let t: TestApp;
let staff: { userId: string; authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, authorization = staff.authorization) => t.app.inject({ method, url, payload, headers: { authorization } });
const plan = {
  name: { en: 'Six-month gold plan', hi: 'छह महीने की स्वर्ण योजना' },
  terms: { en: 'Six instalments; late ones move maturity; early closure without bonus; no cash refunds.' },
  instalments: 6,
  minMonthly: 2000,
  maxMonthly: 20000,
  bonusPercent: 50,
};
const auditOf = (entityId: string) => t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId));
const today = () => indianDateOf(new Date());

describe('staff gold plans: plans created, changed and deactivated, audited', () => {
  it('creates a plan (201, audited) that the public list shows; deactivating it takes it off the list', async () => {
    const created = await send('POST', '/api/admin/gold-plans', plan);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({ ...plan, isActive: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/public/gold-plans' })).json().data.map((p: { id: string }) => p.id)).toContain(id);
    const closed = await send('PATCH', `/api/admin/gold-plans/${id}`, { isActive: false, bonusPercent: 60 });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ isActive: false, bonusPercent: 60 });
    expect((await t.app.inject({ method: 'GET', url: '/api/public/gold-plans' })).json().data.map((p: { id: string }) => p.id)).not.toContain(id);
    expect((await auditOf(id)).map((row) => row.action).sort()).toEqual(['gold-plan.create', 'gold-plan.update']);
    expect((await send('GET', '/api/admin/gold-plans')).json().data.map((p: { id: string }) => p.id)).toContain(id);
  });

  it('refuses more than 12 instalments, amounts not in whole hundreds, a minimum above the maximum, a bonus above 100 %', async () => {
    const refused = async (body: object, message: string) => {
      const answer = await send('POST', '/api/admin/gold-plans', body);
      expect([answer.statusCode, answer.json().message], answer.body).toEqual([400, message]);
    };
    await refused({ ...plan, instalments: 13 }, M.instalments);
    await refused({ ...plan, minMonthly: 2050 }, M.monthly);
    await refused({ ...plan, minMonthly: 30000 }, M.range);
    await refused({ ...plan, bonusPercent: 101 }, M.bonus);
    await refused({ ...plan, name: { en: '' } }, M.nameRequired);
    const missing = await send('PATCH', '/api/admin/gold-plans/no-such-plan', { isActive: false });
    expect(missing.statusCode).toBe(404);
    const created = (await send('POST', '/api/admin/gold-plans', plan)).json().data;
    const inverted = await send('PATCH', `/api/admin/gold-plans/${created.id}`, { maxMonthly: 1000 });
    expect([inverted.statusCode, inverted.json().message]).toEqual([400, M.range]);
    expect((await send('PATCH', `/api/admin/gold-plans/${created.id}`, {})).json().message).toBe(M.nothingToChange);
  });

  it('is for staff only', async () => {
    const customer = await signIn(t);
    expect((await send('POST', '/api/admin/gold-plans', plan, customer.authorization)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/gold-plans' })).statusCode).toBe(401);
  });
});

describe('staff record an instalment paid in cash at a showroom', () => {
  it('records the next instalment once (201, audited); the same instalment again changes nothing', async () => {
    const customer = await signIn(t);
    const enrolment = await enrol(t, customer.authorization, 4000);
    const cash = await send('POST', `/api/admin/gold-plans/enrolments/${enrolment.id}/cash`, { instalment: 1 });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json()).toMatchObject({ message: M.cashRecorded, data: { paidInstalments: 1, balance: 4000 } });
    expect(cash.json().data.schedule[0]).toMatchObject({ via: 'cash', paidOn: today() });
    const again = await send('POST', `/api/admin/gold-plans/enrolments/${enrolment.id}/cash`, { instalment: 1 });
    expect([again.statusCode, again.json().message]).toEqual([200, M.cashAlreadyRecorded]);
    expect(await instalmentRows(t, enrolment.id)).toHaveLength(1);
    const audits = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, enrolment.id), eq(auditEvents.action, 'gold-plan.cash-instalment')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: staff.userId, after: { instalment: 1, via: 'cash', amount: 4000 } });
    // The customer's plans show it; the online pay goes on to the next instalment, not yet due.
    const mine = (await call(t, 'GET', '/api/gold-plans/mine', customer.authorization)).json().data;
    expect(mine[0]).toMatchObject({ paidInstalments: 1, nextInstalment: 2 });
    const pay = await call(t, 'POST', `/api/gold-plans/${enrolment.id}/pay`, customer.authorization);
    expect([pay.statusCode, pay.json().message]).toEqual([409, GOLD_PLAN_MESSAGES.notYetDue(addPlanMonths(today(), 1))]);
  });

  it('refuses an instalment paid online, one out of turn, one not yet due, a closed plan and an unknown enrolment', async () => {
    const customer = await signIn(t);
    const enrolment = await enrol(t, customer.authorization);
    const { checkout } = await payInTestGateway(t, customer.authorization, enrolment.id);
    expect((await call(t, 'POST', '/api/payments/verify', customer.authorization, { ...checkout, gold_plan_id: enrolment.id })).statusCode).toBe(200);
    const cashFor = (instalment: number, id = enrolment.id) => send('POST', `/api/admin/gold-plans/enrolments/${id}/cash`, { instalment });
    expect([(await cashFor(1)).statusCode, (await cashFor(1)).json().message]).toEqual([409, M.paidOnline]);
    expect((await cashFor(2)).json().message).toBe(GOLD_PLAN_MESSAGES.notYetDue(addPlanMonths(today(), 1)));
    const start = addPlanMonths(today(), -2);
    await startedOn(t, enrolment.id, start);
    await paidOnTime(t, enrolment.id, start);
    expect((await cashFor(3)).json().message).toBe(M.notNext(2));
    expect((await cashFor(2)).statusCode).toBe(201);
    expect((await cashFor(13)).statusCode).toBe(400);
    expect((await cashFor(1, 'no-such-enrolment')).statusCode).toBe(404);
    expect((await call(t, 'POST', `/api/gold-plans/${enrolment.id}/close`, customer.authorization)).statusCode).toBe(200);
    expect((await cashFor(3)).json().message).toBe(M.planClosed);
    const looked = await send('GET', `/api/admin/gold-plans/enrolments/${enrolment.id}`);
    expect(looked.json().data).toMatchObject({ status: 'closed', paidInstalments: 2, redeemable: 10000, bonus: 0 });
  });
});
