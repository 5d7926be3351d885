import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@aabhushan/shared/rules/gold-plan-due';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { signIn, signInStaff } from '../../../test/signed-in-customer';
import { call } from '../../payments/payments-test-helpers';
import { enrol, payInTestGateway, startedOn } from '../../gold-plans/gold-plans-test-helpers';

let t: TestApp;
let staff: { authorization: string };
let payer: { userId: string; authorization: string };
let payerEmail = '';
const ids = { dueToday: '', overdue: '', paidAhead: '', closed: '' };
const today = () => indianDateOf(new Date());

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t);
  // Due today: enrolled, the first instalment not paid yet.
  ids.dueToday = (await enrol(t, (await signIn(t, 'Asha Due')).authorization, 2000)).id;
  // Overdue: enrolled ten days ago, nothing paid.
  ids.overdue = (await enrol(t, (await signIn(t, 'Bela Overdue')).authorization, 3000)).id;
  await startedOn(t, ids.overdue, addDays(today(), -10));
  // Paid: the first instalment paid today, the next due in a month.
  payer = await signIn(t, 'Chitra Paid');
  payerEmail = `${payer.userId}@test.example.com`;
  ids.paidAhead = (await enrol(t, payer.authorization, 4000)).id;
  const { checkout } = await payInTestGateway(t, payer.authorization, ids.paidAhead);
  expect((await call(t, 'POST', '/api/payments/verify', payer.authorization, { ...checkout, gold_plan_id: ids.paidAhead })).statusCode).toBe(200);
  // Closed early.
  const closer = await signIn(t, 'Deepa Closed');
  ids.closed = (await enrol(t, closer.authorization, 5000)).id;
  expect((await call(t, 'POST', `/api/gold-plans/${ids.closed}/close`, closer.authorization)).statusCode).toBe(200);
});
afterAll(() => t.close());

const list = async (query = '') => {
  const answer = await call(t, 'GET', `/api/admin/gold-plans/enrolments${query}`, staff.authorization);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { data: Array<{ id: string; customer: { name: string; email: string }; status: string; dueState: string | null; nextDueDate: string | null; balance: number; monthlyAmount: number }>; pagination: { totalItems: number; totalPages: number; currentPage: number } };
};
const ours = (rows: Array<{ id: string }>) => rows.map((row) => row.id).filter((id) => Object.values(ids).includes(id));

describe('staff list of gold plan enrolments', () => {
  it('lists every enrolment newest first with its customer, plan, monthly amount, paid and next due', async () => {
    const answer = await list('?limit=100');
    expect(ours(answer.data)).toEqual([ids.closed, ids.paidAhead, ids.overdue, ids.dueToday]);
    const paid = answer.data.find((row) => row.id === ids.paidAhead)!;
    expect(paid).toMatchObject({ customer: { name: 'Chitra Paid' }, status: 'active', monthlyAmount: 4000, balance: 4000, dueState: null });
    expect(paid.customer.email).toContain('@');
    expect(answer.data.find((row) => row.id === ids.closed)).toMatchObject({ status: 'closed', dueState: null, nextDueDate: null });
  });

  it('filters what staff chase: due within three days, overdue (past its date, unpaid), and by state', async () => {
    expect(ours((await list('?due=due&limit=100')).data)).toEqual([ids.dueToday]);
    const overdue = await list('?due=overdue&limit=100');
    expect(ours(overdue.data)).toEqual([ids.overdue]);
    expect(overdue.data.find((row) => row.id === ids.overdue)).toMatchObject({ dueState: 'overdue', nextDueDate: addDays(today(), -10) });
    expect(ours((await list('?status=closed&limit=100')).data)).toEqual([ids.closed]);
    expect(ours((await list('?status=active&limit=100')).data)).toEqual([ids.paidAhead, ids.overdue, ids.dueToday]);
  });

  it('finds a customer\'s plans by a part of the name or e-mail, or by the whole phone number', async () => {
    const bela = (await list('?limit=100')).data.find((row) => row.id === ids.overdue)!;
    expect(ours((await list('?q=bela%20over&limit=100')).data)).toEqual([ids.overdue]);
    expect(ours((await list(`?q=${encodeURIComponent(bela.customer.email.toUpperCase())}&limit=100`)).data)).toEqual([ids.overdue]);
    // The phone is sealed: found whole (as typed with a country code or spaces), never by a part.
    const chitra = await call(t, 'PUT', '/api/auth/profile', payer.authorization, { name: 'Chitra Paid', email: payerEmail, contact: '9123456780' });
    expect(chitra.statusCode, chitra.body).toBe(200);
    expect(ours((await list(`?q=${encodeURIComponent('+91 91234 56780')}&limit=100`)).data)).toEqual([ids.paidAhead]);
    expect(ours((await list('?q=91234&limit=100')).data)).toEqual([]);
    // With the other filters, and in the CSV.
    expect(ours((await list('?q=bela&due=due&limit=100')).data)).toEqual([]);
    const csv = await call(t, 'GET', '/api/admin/gold-plans/enrolments.csv?q=deepa', staff.authorization);
    expect(csv.body.trim().split('\r\n').slice(1).map((line) => line.split(',')[0])).toEqual([`"${ids.closed}"`]);
    const refused = await call(t, 'GET', `/api/admin/gold-plans/enrolments?q=${'x'.repeat(101)}`, staff.authorization);
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'Search terms can be at most 100 characters']);
  });

  it('pages like the other staff lists and refuses a filter it does not know', async () => {
    const all = await list('?limit=100');
    const second = await list('?limit=1&page=2');
    expect(second.data).toHaveLength(1);
    expect(second.pagination).toMatchObject({ currentPage: 2, totalItems: all.pagination.totalItems, totalPages: all.pagination.totalItems });
    const refused = await call(t, 'GET', '/api/admin/gold-plans/enrolments?due=soon', staff.authorization);
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'due must be one of due, overdue']);
  });

  it('exports the filtered list as CSV', async () => {
    const answer = await call(t, 'GET', '/api/admin/gold-plans/enrolments.csv?due=overdue', staff.authorization);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="aabhushan-gold-plan-enrolments.csv"');
    const lines = answer.body.trim().split('\r\n');
    expect(lines[0]).toBe('"Enrolment","Customer","Email","Plan","Status","Monthly (INR)","Instalments paid","Instalments","Paid (INR)","Next instalment","Next due","Due","Enrolled on","Maturity"');
    const row = lines.find((line) => line.startsWith(`"${ids.overdue}"`))!;
    expect(row).toContain('"Bela Overdue"');
    expect(row).toContain(`"active","3000","0","10","0","1","${addDays(today(), -10)}","overdue"`);
    expect(lines.some((line) => line.startsWith(`"${ids.dueToday}"`))).toBe(false);
  });

  it('is for staff only', async () => {
    const customer = await signIn(t, 'Esha Customer');
    expect((await call(t, 'GET', '/api/admin/gold-plans/enrolments', customer.authorization)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/gold-plans/enrolments.csv' })).statusCode).toBe(401);
  });
});
