import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { invoiceCounters, users } from '../../db/schema/index';
import { newId } from '../../lib/new-id';
import { insertTestOrder } from '../../test/insert-order';
import { createTestDatabase } from '../../test/test-database';
import { OPENING_STORE_SETTINGS } from '../settings/store-settings';
import { getInvoiceSeller } from './invoice-seller';
import { findInvoiceByOrderId, issueInvoice } from './invoices.repository';

const SELLER = getInvoiceSeller(OPENING_STORE_SETTINGS);

let database: DatabaseHandle;
let dispose: () => Promise<void>;
const userId = newId();
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
  await database.db.insert(users).values({ id: userId, name: 'Ananya Sharma', email: `${userId}@test.example.com`, passwordHash: '!', roleType: 'customer' });
});
/** A real order row (invoices reference orders). */
const newOrder = async () => (await insertTestOrder(database.db, userId)).id;
const newOrders = (n: number) => Promise.all(Array.from({ length: n }, newOrder));
afterAll(async () => {
  await dispose();
});

describe('issueInvoice', () => {
  it('numbers invoices consecutively within a financial year and once per order', async () => {
    const db = database.db;
    const at = new Date('2026-11-25T09:00:00Z');
    const orders = await newOrders(3);
    const first = await issueInvoice(db, orders[0]!, SELLER, at);
    const second = await issueInvoice(db, orders[1]!, SELLER, at);
    expect(second.sequence).toBe(first.sequence + 1);
    expect(first.financialYear).toBe('2026-27');
    expect(first.number).toBe(`AB/26-27/${String(first.sequence).padStart(6, '0')}`);
    // Asked again, later: the same invoice, number and date.
    const again = await issueInvoice(db, orders[0]!, SELLER, new Date('2026-12-01T09:00:00Z'));
    expect(again).toEqual(first);
    const third = await issueInvoice(db, orders[2]!, SELLER, at);
    expect(third.sequence).toBe(second.sequence + 1);
    expect(await findInvoiceByOrderId(db, orders[1]!)).toEqual(second);
  });

  it('starts a new series on 1 April (IST)', async () => {
    const db = database.db;
    const march = await issueInvoice(db, await newOrder(), SELLER, new Date('2028-03-31T18:29:00Z'));
    const april = await issueInvoice(db, await newOrder(), SELLER, new Date('2028-03-31T18:31:00Z'));
    expect(march.number).toMatch(/^AB\/27-28\/\d{6}$/);
    expect(april.number).toBe('AB/28-29/000001');
    const counters = await db.select().from(invoiceCounters);
    expect(counters.find((row) => row.financialYear === '2028-29')?.lastSequence).toBe(1);
  });

  it('never gives two numbers to one order or one number twice under concurrent requests', async () => {
    const db = database.db;
    const at = new Date('2030-05-10T09:00:00Z');
    const orderIds = await newOrders(8);
    // Every order asked for three times at once.
    const issued = await Promise.all(orderIds.flatMap((orderId) => [0, 1, 2].map(() => issueInvoice(db, orderId, SELLER, at))));
    const byOrder = new Map<string, Set<string>>();
    for (const invoice of issued) byOrder.set(invoice.orderId, (byOrder.get(invoice.orderId) ?? new Set()).add(invoice.number));
    expect([...byOrder.values()].every((numbers) => numbers.size === 1)).toBe(true);
    const sequences = [...new Set(issued.map((invoice) => invoice.sequence))].sort((a, b) => a - b);
    expect(sequences).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
