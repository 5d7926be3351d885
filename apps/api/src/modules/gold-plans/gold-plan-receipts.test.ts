import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOLD_PLAN_MESSAGES as M } from '@aabhushan/shared/schemas/gold-plans';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { readServedPdfText, extractPdfText } from '../../test/pdf-text';
import { OPENING_STORE_SETTINGS } from '../settings/store-settings';
import { signIn } from '../../test/signed-in-customer';
import { call } from '../payments/payments-test-helpers';
import { renderInstalmentReceipt } from './gold-plan-receipt-pdf';
import { receiptNumberOf } from './gold-plan-receipts';
import { enrol, payInTestGateway } from './gold-plans-test-helpers';

let t: TestApp;
let customer: { authorization: string };
let enrolmentId: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t, 'Ratna Receipt');
  enrolmentId = (await enrol(t, customer.authorization, 2500)).id;
  const { checkout } = await payInTestGateway(t, customer.authorization, enrolmentId);
  expect((await call(t, 'POST', '/api/payments/verify', customer.authorization, { ...checkout, gold_plan_id: enrolmentId })).statusCode).toBe(200);
});
afterAll(() => t.close());

const receipt = (number: number | string, authorization = customer.authorization, id = enrolmentId) => call(t, 'GET', `/api/gold-plans/${id}/instalments/${number}/receipt.pdf`, authorization);

describe('a gold plan instalment receipt (PDF)', () => {
  it('downloads a paid instalment’s receipt as a PDF named after its number', async () => {
    const answer = await receipt(1);
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="gold-plan-receipt-${receiptNumberOf(enrolmentId, 1)}.pdf"`);
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await readServedPdfText(answer.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of ['RECEIPT', 'Ratna Receipt', 'Swarna Sanchay: 10-month gold plan', '1 of 10', '₹2,500.00', 'Online (payment']) expect(text).toContain(expected);
  });

  it('says so for an instalment not paid yet, and answers bad numbers with the same sentence', async () => {
    for (const number of [2, 13, 'x']) {
      const answer = await receipt(number);
      expect([answer.statusCode, answer.json().message]).toEqual([number === 2 ? 404 : 400, M.instalmentNotPaid]);
    }
  });

  it('is the customer’s own: another customer and a visitor get none', async () => {
    const other = await signIn(t, 'Sona Other');
    expect([(await receipt(1, other.authorization)).statusCode, (await receipt(1, other.authorization)).json().message]).toEqual([404, M.enrolmentNotFound]);
    expect((await t.app.inject({ method: 'GET', url: `/api/gold-plans/${enrolmentId}/instalments/1/receipt.pdf` })).statusCode).toBe(401);
  });

  it('writes the store, the customer, the plan, the instalment and its amount in rupees', async () => {
    const pdf = await renderInstalmentReceipt(
      { receiptNumber: 'GP-ABCD1234-01', customerName: 'Ratna Receipt', customerEmail: 'ratna@example.com', planName: 'Swarna Sanchay', enrolmentId: 'abcd1234', number: 2, instalments: 10, dueDate: '2026-11-29', paidOn: '2026-11-29', amountPaise: 300000, via: 'cash', paymentReference: null, paidSoFarPaise: 600000 },
      OPENING_STORE_SETTINGS,
      { compress: false },
    );
    const text = extractPdfText(pdf).replace(/\s+/g, ' ');
    for (const expected of [OPENING_STORE_SETTINGS.seller.legalName, `GSTIN: ${OPENING_STORE_SETTINGS.seller.gstin}`, 'GP-ABCD1234-01', '2 of 10', '29 Nov 2026', 'Cash at a showroom', '₹3,000.00', 'Paid into the plan so far: ₹6,000.00', 'never refunded in cash']) {
      expect(text).toContain(expected);
    }
  });
});
