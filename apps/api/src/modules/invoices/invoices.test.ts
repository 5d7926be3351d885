import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '@aabhushan/shared/rules/gst-state';
import { INVOICE_MESSAGES } from '@aabhushan/shared/schemas/invoices';
import { invoices } from '../../db/schema/index';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../plugins/auth';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { insertTestOrder } from '../../test/insert-order';
import { readServedPdfText as pdfText } from '../../test/pdf-text';
import { signIn } from '../../test/signed-in-customer';
import { applyStoredSettings, editablePart, OPENING_STORE_SETTINGS } from '../settings/store-settings';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const download = (orderId: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice`, headers: authorization ? { authorization } : {} });

describe('GET /api/orders/{id}/invoice', () => {
  it('downloads a confirmed Jaipur order as a PDF with CGST and SGST, numbered once', async () => {
    const { userId, authorization } = await signIn(t, 'Ananya Sharma');
    const order = await insertTestOrder(t.database.db, userId, { discountPaise: 1_000_00 });
    const response = await download(order.id, authorization);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.orderNumber}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [stored] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(stored!.number).toMatch(/^AB\/\d{2}-\d{2}\/\d{6}$/);
    const text = await pdfText(response.rawPayload);
    for (const expected of [order.orderNumber, stored!.number, '7113', '08AAHCA1985K1ZA', 'Ananya Sharma', 'Rajasthan (08)', 'CGST @ 1.5%', 'Rupees One Lakh Eighty-Three Thousand Nine Hundred Ninety-Nine Only', '22K Gold · Net wt 12.500 g']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('IGST');

    const again = await download(order.id, authorization);
    expect(again.statusCode).toBe(200);
    expect(await pdfText(again.rawPayload)).toContain(stored!.number);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
  });

  it('charges IGST for a Mumbai delivery, and numbers the next invoice consecutively', async () => {
    const { userId, authorization } = await signIn(t, 'Priya Deshmukh');
    const first = await insertTestOrder(t.database.db, userId, { status: 'delivered' });
    const second = await insertTestOrder(t.database.db, userId, { status: 'shipped', address: { city: 'Mumbai', district: 'Mumbai', state: 'Maharashtra', pinCode: '400050' } });
    expect((await download(first.id, authorization)).statusCode).toBe(200);
    const response = await download(second.id, authorization);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Maharashtra (27)');
    expect(text).toContain('IGST @ 3%');
    expect(text).not.toMatch(/CGST|SGST/);
    const rows = await t.database.db.select().from(invoices);
    const [a, b] = [first.id, second.id].map((id) => rows.find((row) => row.orderId === id)!);
    expect(b!.sequence).toBe(a!.sequence + 1);
  });

  it('keeps the seller an invoice was issued with; invoices issued after a change of settings carry the new one', async () => {
    const { userId, authorization } = await signIn(t, 'Meera Iyer');
    const before = await insertTestOrder(t.database.db, userId, { status: 'delivered' });
    expect((await download(before.id, authorization)).statusCode).toBe(200);
    const karnataka = `29AAHCA1985K1Z${gstinCheckCharacter('29AAHCA1985K1Z')}`;
    applyStoredSettings({ ...editablePart(OPENING_STORE_SETTINGS), gstRatePercent: 5, seller: { legalName: 'Aabhushan Retail LLP', gstin: karnataka, state: 'Karnataka', stateCode: '29' } });
    try {
      const kept = await pdfText((await download(before.id, authorization)).rawPayload);
      expect(kept).toContain('08AAHCA1985K1ZA');
      expect(kept).not.toContain(karnataka);
      const after = await insertTestOrder(t.database.db, userId, { status: 'delivered' });
      const issued = await pdfText((await download(after.id, authorization)).rawPayload);
      for (const expected of [karnataka, 'Aabhushan Retail LLP', 'IGST @ 5%']) expect(issued, expected).toContain(expected);
    } finally {
      applyStoredSettings(null);
    }
  });

  it('waits for confirmation: a pending order answers 409 and gets no number', async () => {
    const { userId, authorization } = await signIn(t);
    for (const status of ['pending', 'cancelled']) {
      const order = await insertTestOrder(t.database.db, userId, { status });
      const response = await download(order.id, authorization);
      expect(response.statusCode, status).toBe(409);
      expect(response.json()).toEqual(refusal(INVOICE_MESSAGES.notReady));
      expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toEqual([]);
    }
  });

  it("answers 404 for another customer's order or an unknown id, and 401 to a guest", async () => {
    const owner = await signIn(t, 'Kavya Reddy');
    const other = await signIn(t, 'Arjun Singh');
    const order = await insertTestOrder(t.database.db, owner.userId);
    for (const [id, authorization] of [[order.id, other.authorization], ['no-such-order', owner.authorization]] as const) {
      const response = await download(id, authorization);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refusal('Order not found'));
    }
    const guest = await download(order.id);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe(SIGN_IN_REQUIRED_MESSAGE);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toEqual([]);
  });
});
