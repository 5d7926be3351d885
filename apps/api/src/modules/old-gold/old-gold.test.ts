import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import type { StoreSettingsAnswer, StoreSettingsBody } from '@aabhushan/shared/schemas/admin-store-settings';
import { STORE_SETTINGS_MESSAGES } from '@aabhushan/shared/schemas/admin-store-settings';
import { OLD_GOLD_MESSAGES as M, type OldGoldEstimateAnswer } from '@aabhushan/shared/schemas/old-gold';
import { auditEvents } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { signInStaff } from '../../test/signed-in-customer';
import { OLD_GOLD_ESTIMATE_PATH } from './old-gold.routes';

let t: TestApp;
let staff: { userId: string; authorization: string };
let openingSettings: StoreSettingsAnswer;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t);
  openingSettings = (await staffSend('GET', '/api/admin/settings')).json().data;
});
afterAll(async () => {
  await t.close();
});

const staffSend = (method: 'GET' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { authorization: staff.authorization } });
const estimate = (payload: unknown) => t.app.inject({ method: 'POST', url: OLD_GOLD_ESTIMATE_PATH, payload: payload as object });
async function estimated(payload: object): Promise<OldGoldEstimateAnswer> {
  const answer = await estimate(payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}
function settingsBody({ updatedAt: _updatedAt, seller, ...rest }: StoreSettingsAnswer, oldGold: StoreSettingsBody['oldGold']): StoreSettingsBody {
  return { ...rest, oldGold, seller: { legalName: seller.legalName, gstin: seller.gstin } };
}

describe('POST /api/public/old-gold/estimate', () => {
  it('values each metal at the day\'s rate for its purity, with the seed deductions (exchange 0 %, buyback 3 %), in rupees', async () => {
    const { metalRatesDate } = (await t.app.inject({ method: 'GET', url: '/api/public/settings' })).json().data;
    // 10 g of 22K at ₹7,840: ₹78,400; bought back, 3 % less.
    expect(await estimated({ metal: 'gold', purity: '22K', weightGrams: 10 })).toEqual({
      ratePerGram: 7_840,
      grossValue: 78_400,
      exchangeDeductionPercent: 0,
      exchangeValue: 78_400,
      buybackDeductionPercent: 3,
      buybackValue: 76_048,
      ratesDate: metalRatesDate,
    });
    // 250.5 g of sterling silver at ₹120: ₹30,060; 3 % less is ₹29,158.20, so ₹29,158.
    expect(await estimated({ metal: 'silver', purity: '925', weightGrams: 250.5 })).toMatchObject({ ratePerGram: 120, grossValue: 30_060, exchangeValue: 30_060, buybackValue: 29_158 });
    // 3.333 g of platinum at ₹3,600: ₹11,998.80, so ₹11,999; 3 % less is ₹11,639.03, so ₹11,639.
    expect(await estimated({ metal: 'platinum', purity: '950', weightGrams: 3.333 })).toMatchObject({ ratePerGram: 3_600, grossValue: 11_999, exchangeValue: 11_999, buybackValue: 11_639 });
    // The limits: 0.1 g and 1,000 g.
    expect(await estimated({ metal: 'gold', purity: '24K', weightGrams: 0.1 })).toMatchObject({ grossValue: 855 });
    expect(await estimated({ metal: 'gold', purity: '14K', weightGrams: 1000 })).toMatchObject({ ratePerGram: 5_002, grossValue: 50_02_000 });
  });

  it.each([
    ['no metal', { purity: '22K', weightGrams: 10 }, M.metal],
    ['copper', { metal: 'copper', purity: '22K', weightGrams: 10 }, M.metal],
    ['no purity', { metal: 'gold', weightGrams: 10 }, M.purity],
    ['a purity no hallmark carries', { metal: 'gold', purity: '21K', weightGrams: 10 }, M.purity],
    ['gold of 925', { metal: 'gold', purity: '925', weightGrams: 10 }, M.purityForMetal],
    ['silver of 22K', { metal: 'silver', purity: '22K', weightGrams: 10 }, M.purityForMetal],
    ['platinum of 925', { metal: 'platinum', purity: '925', weightGrams: 10 }, M.purityForMetal],
    ['no weight', { metal: 'gold', purity: '22K' }, M.weight],
    ['a weight as text', { metal: 'gold', purity: '22K', weightGrams: '10' }, M.weight],
    ['0.09 g', { metal: 'gold', purity: '22K', weightGrams: 0.09 }, M.weight],
    ['1,000.001 g', { metal: 'gold', purity: '22K', weightGrams: 1000.001 }, M.weight],
    ['a negative weight', { metal: 'gold', purity: '22K', weightGrams: -5 }, M.weight],
    ['a weight finer than a milligram', { metal: 'gold', purity: '22K', weightGrams: 10.0005 }, M.weight],
  ])('refuses %s with a sentence', async (_case, payload, message) => {
    const answer = await estimate(payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, message });
  });

  it('is never kept by the public answer cache', async () => {
    const answer = await estimate({ metal: 'gold', purity: '22K', weightGrams: 1 });
    expect(answer.headers['x-cache']).toBeUndefined();
  });

  it('follows a staff change of the day\'s rates at once', async () => {
    expect((await estimated({ metal: 'gold', purity: '22K', weightGrams: 10 })).grossValue).toBe(78_400);
    const saved = await staffSend('PUT', '/api/admin/metal-rates', { rates: [{ purity: '22K', ratePerGram: 8_012.5 }] });
    expect(saved.statusCode, saved.body).toBe(200);
    // ₹80,125 gross; bought back ₹77,721.25, so ₹77,721; dated the day of the change.
    expect(await estimated({ metal: 'gold', purity: '22K', weightGrams: 10 })).toMatchObject({
      ratePerGram: 8_012.5,
      grossValue: 80_125,
      exchangeValue: 80_125,
      buybackValue: 77_721,
      ratesDate: indianDateOf(new Date()),
    });
    // The other purities keep their rates.
    expect((await estimated({ metal: 'gold', purity: '24K', weightGrams: 1 })).ratePerGram).toBe(8_550);
    expect((await staffSend('PUT', '/api/admin/metal-rates', { rates: [{ purity: '22K', ratePerGram: 7_840 }] })).statusCode).toBe(200);
    expect((await estimated({ metal: 'gold', purity: '22K', weightGrams: 10 })).grossValue).toBe(78_400);
  });

  it('follows a staff change of the deductions at once, and the change is audited', async () => {
    expect(openingSettings.oldGold).toEqual({ exchangeDeductionPercent: 0, buybackDeductionPercent: 3 });
    const saved = await staffSend('PUT', '/api/admin/settings', settingsBody(openingSettings, { exchangeDeductionPercent: 1.5, buybackDeductionPercent: 100 }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.oldGold).toEqual({ exchangeDeductionPercent: 1.5, buybackDeductionPercent: 100 });
    // ₹78,400 less 1.5 % (₹1,176): ₹77,224; less 100 %: nothing.
    expect(await estimated({ metal: 'gold', purity: '22K', weightGrams: 10 })).toMatchObject({
      grossValue: 78_400,
      exchangeDeductionPercent: 1.5,
      exchangeValue: 77_224,
      buybackDeductionPercent: 100,
      buybackValue: 0,
    });
    const [audit] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'settings.update'), eq(auditEvents.actorId, staff.userId)));
    expect(audit).toMatchObject({ before: { oldGold: { buybackDeductionPercent: 3 } }, after: { oldGold: { exchangeDeductionPercent: 1.5, buybackDeductionPercent: 100 } } });
    expect((await staffSend('PUT', '/api/admin/settings', settingsBody(openingSettings, openingSettings.oldGold))).statusCode).toBe(200);
    expect((await estimated({ metal: 'gold', purity: '22K', weightGrams: 10 })).buybackValue).toBe(76_048);
  });

  it.each([
    ['an exchange deduction above 100 %', { exchangeDeductionPercent: 100.5, buybackDeductionPercent: 3 }, STORE_SETTINGS_MESSAGES.exchangeDeduction],
    ['a negative buyback deduction', { exchangeDeductionPercent: 0, buybackDeductionPercent: -1 }, STORE_SETTINGS_MESSAGES.buybackDeduction],
    ['a buyback deduction to three decimals', { exchangeDeductionPercent: 0, buybackDeductionPercent: 2.125 }, STORE_SETTINGS_MESSAGES.buybackDeduction],
  ])('refuses staff %s with its sentence', async (_case, oldGold, message) => {
    const answer = await staffSend('PUT', '/api/admin/settings', settingsBody(openingSettings, oldGold));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
    expect((await estimated({ metal: 'gold', purity: '22K', weightGrams: 10 })).buybackDeductionPercent).toBe(3);
  });
});
