import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '@aabhushan/shared/schemas/invoices';
import { ORDER_MESSAGES } from '@aabhushan/shared/schemas/orders';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { insertTestOrder } from '../../../test/insert-order';
import { readServedPdfText } from '../../../test/pdf-text';
import { signIn, signInStaff } from '../../../test/signed-in-customer';

let t: TestApp;
let staff: { userId: string; authorization: string };
let customer: { userId: string; authorization: string };

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await signInStaff(t);
  customer = await signIn(t, 'Ananya Sharma');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, authorization = staff.authorization) => t.app.inject({ method: 'GET', url, headers: { authorization } });

describe('printable papers of an order (staff)', () => {
  it("print the customer's own tax invoice, opened in the browser, the same one the customer downloads", async () => {
    const order = await insertTestOrder(t.database.db, customer.userId, { status: 'confirmed' });
    const staffCopy = await get(`/api/admin/orders/${order.id}/invoice`);
    expect(staffCopy.statusCode).toBe(200);
    expect(staffCopy.headers['content-type']).toBe('application/pdf');
    expect(staffCopy.headers['content-disposition']).toBe(`inline; filename="invoice-${order.orderNumber}.pdf"`);
    const staffText = await readServedPdfText(staffCopy.rawPayload);
    const number = /AB\/\d{2}-\d{2}\/\d{6}/.exec(staffText)![0];
    const customerText = await readServedPdfText((await get(`/api/orders/${order.id}/invoice`, customer.authorization)).rawPayload);
    expect(customerText).toContain(number);
  });

  it('print a packing slip with the pieces, the address and the cash to collect, and no prices', async () => {
    const order = await insertTestOrder(t.database.db, customer.userId, { status: 'processing', paymentMethod: 'cod' });
    const slip = await get(`/api/admin/orders/${order.id}/packing-slip`);
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-disposition']).toBe(`inline; filename="packing-slip-${order.orderNumber}.pdf"`);
    const text = await readServedPdfText(slip.rawPayload);
    for (const expected of ['PACKING SLIP', order.orderNumber, 'Ananya Sharma', 'SHIP TO', 'Cash on delivery: collect ₹1,84,999.00', '22K Gold, 12.500 g']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(/Unit price|Taxable|GST/);

    const prepaid = await insertTestOrder(t.database.db, customer.userId, { status: 'confirmed' });
    expect(await readServedPdfText((await get(`/api/admin/orders/${prepaid.id}/packing-slip`)).rawPayload)).toContain('Prepaid: collect nothing');
  });

  it('refuse a packing slip for an order not to be sent, and an invoice before confirmation, with their messages', async () => {
    for (const status of ['pending', 'cancelled', 'refunded']) {
      const order = await insertTestOrder(t.database.db, customer.userId, { status });
      const slip = await get(`/api/admin/orders/${order.id}/packing-slip`);
      expect([slip.statusCode, slip.json().message], status).toEqual([409, INVOICE_MESSAGES.slipNotReady]);
    }
    const pending = await insertTestOrder(t.database.db, customer.userId, { status: 'pending' });
    const invoice = await get(`/api/admin/orders/${pending.id}/invoice`);
    expect([invoice.statusCode, invoice.json().message]).toEqual([409, INVOICE_MESSAGES.notReady]);
    for (const paper of ['invoice', 'packing-slip']) {
      const unknown = await get(`/api/admin/orders/no-such-order/${paper}`);
      expect([unknown.statusCode, unknown.json().message]).toEqual([404, ORDER_MESSAGES.notFound]);
    }
  });
});
