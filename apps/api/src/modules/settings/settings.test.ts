import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/public/settings', () => {
  it('answers the shipping, tax and COD rules of docs/decisions.md in rupees', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/settings' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ currency: 'INR', gstRatePercent: 3, taxInclusive: true, freeShippingThreshold: 25000, codLimit: 50000, returnWindowDays: 7 });
    expect(data.seller).toEqual({ legalName: 'Aabhushan Jewels Private Limited', gstin: '08AAHCA1985K1ZA', state: 'Rajasthan', stateCode: '08' });
    expect(data.shippingMethods).toEqual([
      { code: 'standard', label: 'Standard', estimate: '5-7 days', fee: 50, freeFrom: 25000 },
      { code: 'express', label: 'Express', estimate: '2-3 days', fee: 500, freeFrom: null },
      { code: 'overnight', label: 'Overnight', estimate: 'next day', fee: 1200, freeFrom: null },
    ]);
    expect(data.contact.addressLines.join(' ')).toContain('Jaipur');
    expect(data.hours).toEqual([
      { days: 'mon-sat', opens: '10:30', closes: '20:00' },
      { days: 'sun', opens: '11:00', closes: '18:00' },
    ]);
  });
});
