import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDER_MESSAGES, type AdminOrder, type AdminOrderSummary } from '@aabhushan/shared/schemas/admin-orders';
import { ORDER_MESSAGES } from '@aabhushan/shared/schemas/orders';
import { auditEvents, mailOutbox, orders } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { insertTestOrder } from '../../../test/insert-order';
import { signIn, signInStaff } from '../../../test/signed-in-customer';

let t: TestApp;
let staff: { userId: string; authorization: string };
const placed: Record<string, { id: string; orderNumber: string }> = {};

async function orderFor(userId: string, key: string, createdAt: string, status = 'confirmed') {
  placed[key] = await insertTestOrder(t.database.db, userId, { status });
  await t.database.db.update(orders).set({ createdAt: new Date(createdAt) }).where(eq(orders.id, placed[key]!.id));
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t);
  const meera = (await signIn(t, 'Meera Iyer')).userId;
  const arjun = (await signIn(t, 'Arjun Rao')).userId;
  // Dates in 2031, after every seeded order: 23:00 on 9 March in India is 17:30 UTC.
  await orderFor(meera, 'lateOnTheNinth', '2031-03-09T17:30:00Z');
  await orderFor(meera, 'earlyOnTheTenth', '2031-03-09T18:45:00Z', 'shipped'); // 00:15 on the 10th in India
  await orderFor(arjun, 'onTheEleventh', '2031-03-11T06:00:00Z', 'delivered');
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { authorization: staff.authorization } });
async function numbersOf(query: string): Promise<string[]> {
  const answer = await send('GET', `/api/admin/orders?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: AdminOrderSummary[] }).data.map((order) => order.orderNumber);
}

describe('GET /api/admin/orders', () => {
  it("lists every customer's orders, newest first, by status, Indian days and customer", async () => {
    const { lateOnTheNinth, earlyOnTheTenth, onTheEleventh } = placed as Record<string, { orderNumber: string }>;
    expect(await numbersOf('from=2031-03-09')).toEqual([onTheEleventh!.orderNumber, earlyOnTheTenth!.orderNumber, lateOnTheNinth!.orderNumber]);
    expect(await numbersOf('from=2031-03-09&to=2031-03-09')).toEqual([lateOnTheNinth!.orderNumber]);
    expect(await numbersOf('from=2031-03-10&to=2031-03-10')).toEqual([earlyOnTheTenth!.orderNumber]);
    expect(await numbersOf('from=2031-03-09&status=delivered')).toEqual([onTheEleventh!.orderNumber]);
    expect(await numbersOf('from=2031-03-09&q=arjun')).toEqual([onTheEleventh!.orderNumber]);
    expect(await numbersOf(`q=${earlyOnTheTenth!.orderNumber.toLowerCase()}`)).toEqual([earlyOnTheTenth!.orderNumber]);
  });

  it('answers each order with its customer, total and states', async () => {
    const answer = await send('GET', `/api/admin/orders?q=${placed.onTheEleventh!.orderNumber}`);
    const [summary] = (answer.json() as { data: AdminOrderSummary[] }).data;
    expect(summary).toMatchObject({ orderNumber: placed.onTheEleventh!.orderNumber, status: 'delivered', paymentStatus: 'paid', customer: { name: 'Arjun Rao' }, itemCount: 1, grandTotal: 184_999 });
  });

  it('lists the orders still holding pieces, unpaid online or unconfirmed COD, with when their hold ends', async () => {
    const customer = (await signIn(t, 'Divya Menon')).userId;
    const now = Date.now();
    const waiting = async (paymentMethod: string, placedMinutesAgo: number, holdMinutes: number) => {
      const order = await insertTestOrder(t.database.db, customer, { status: 'pending', paymentMethod });
      const createdAt = new Date(now - placedMinutesAgo * 60_000);
      await t.database.db.update(orders).set({ createdAt, expiresAt: new Date(createdAt.getTime() + holdMinutes * 60_000) }).where(eq(orders.id, order.id));
      return order.orderNumber;
    };
    const unpaid = await waiting('upi', 4, 15);
    const unconfirmed = await waiting('cod', 6, 15);
    const ended = await waiting('upi', 20, 15);
    const payment = await numbersOf('waiting=payment&q=divya');
    expect(payment).toEqual([unpaid]);
    expect(await numbersOf('waiting=cod&q=divya')).toEqual([unconfirmed]);
    const answer = await send('GET', '/api/admin/orders?q=divya');
    const rows = (answer.json() as { data: AdminOrderSummary[] }).data;
    const byNumber = new Map(rows.map((row) => [row.orderNumber, row]));
    expect(Date.parse(byNumber.get(unpaid)!.holdEndsAt!) - Date.parse(byNumber.get(unpaid)!.createdAt)).toBe(15 * 60_000);
    expect(byNumber.get(ended)!.holdEndsAt).toBeNull();
    const bad = await send('GET', '/api/admin/orders?waiting=forever');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'waiting must be payment or cod']);
  });

  it.each([
    ['from=2031-3-9', ADMIN_ORDER_MESSAGES.date('from')],
    ['to=2031-02-30', ADMIN_ORDER_MESSAGES.date('to')],
    ['from=2031-03-10&to=2031-03-09', ADMIN_ORDER_MESSAGES.dateOrder],
    ['status=lost', ADMIN_ORDER_MESSAGES.status],
  ])('refuses %s with its message', async (query, message) => {
    const answer = await send('GET', `/api/admin/orders?${query}`);
    expect([answer.statusCode, answer.json().message]).toEqual([400, message]);
  });
});

describe('GET /api/admin/orders/{id}', () => {
  it('answers the order in full, its address opened, with its customer; 404 for none', async () => {
    const answer = await send('GET', `/api/admin/orders/${placed.lateOnTheNinth!.id}`);
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json() as { data: AdminOrder };
    expect(data.customer.name).toBe('Meera Iyer');
    expect(JSON.stringify(data.shippingAddress)).toContain('Shanti Nagar');
    expect((await send('GET', '/api/admin/orders/no-such-order')).statusCode).toBe(404);
  });
});

describe('POST /api/admin/orders/{id}/status', () => {
  it('moves an order through the state machine, mails the customer and audits who did it', async () => {
    const { id, orderNumber } = placed.lateOnTheNinth!;
    for (const status of ['processing', 'shipped', 'out_for_delivery', 'delivered']) {
      const answer = await send('POST', `/api/admin/orders/${id}/status`, { status, notes: `Now ${status}` });
      expect([answer.statusCode, answer.json().message, answer.json().data.status]).toEqual([200, ORDER_MESSAGES.statusUpdated, status]);
    }
    const [order] = await t.database.db.select({ email: orders.contactEmail }).from(orders).where(eq(orders.id, id));
    await t.app.jobs.runDue();
    const subjects = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, order!.email))).map((mail) => mail.subject);
    expect(subjects).toEqual(expect.arrayContaining([`Your Aabhushan order ${orderNumber} has shipped`, `Your Aabhushan order ${orderNumber} is delivered`]));
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(audit.map((row) => [row.actorId, row.action, (row.before as { status: string }).status, (row.after as { status: string }).status])).toEqual(
      expect.arrayContaining([[staff.userId, 'order.status', 'shipped', 'out_for_delivery']]),
    );
    expect(audit).toHaveLength(4);
  });

  it('refuses a move the state machine does not allow, and writes no audit for it', async () => {
    const { id } = placed.onTheEleventh!; // delivered
    const answer = await send('POST', `/api/admin/orders/${id}/status`, { status: 'processing' });
    expect(answer.statusCode).toBe(400);
    expect(await t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, id))).toEqual([]);
    expect((await send('POST', '/api/admin/orders/no-such-order/status', { status: 'shipped' })).statusCode).toBe(404);
  });
});

