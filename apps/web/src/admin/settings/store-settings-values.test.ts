import { describe, expect, it } from 'vitest';
import { STORE_SETTINGS_MESSAGES as M, storeSettingsBodySchema, type StoreSettingsAnswer } from '@aabhushan/shared/schemas/admin-store-settings';
import { giftWrapShown, settingsBodyOf, settingsErrorKeyOf, settingsValuesOf } from './store-settings-values';

const saved: StoreSettingsAnswer = {
  gstRatePercent: 3,
  shipping: { standard: { fee: 0, freeFrom: 0, estimate: '5-7 days' }, express: { fee: 250, estimate: '2-3 days' }, overnight: { fee: 500, estimate: 'Next day' } },
  codLimit: 50_000,
  codConfirmAbove: 20_000,
  paymentHoldMinutes: 15,
  returnWindowDays: 15,
  defaultDeliveryEstimate: '5-7 days',
  giftWrap: 150,
  contact: { phone: '+91 98290 19850', email: 'care@aabhushan.example', addressLines: ['Johari Bazaar', 'Jaipur 302003'] },
  hours: [{ days: 'mon-sat', opens: '10:30', closes: '20:00' }],
  oldGold: { exchangeDeductionPercent: 0, buybackDeductionPercent: 3 },
  seller: { legalName: 'Aabhushan Jewellers Private Limited', gstin: '08AAHCA1985K1ZA', state: 'Rajasthan', stateCode: '08' },
  updatedAt: null,
};

describe('the gift wrap price in the store settings form', () => {
  it('shows the saved price and sends what staff type, Indian grouping allowed', () => {
    const values = settingsValuesOf(saved);
    expect(values.giftWrap).toBe('150');
    expect(settingsBodyOf({ ...values, giftWrap: '1,250.50' }).giftWrap).toBe(1250.5);
    expect(storeSettingsBodySchema.parse(settingsBodyOf(values)).giftWrap).toBe(150);
  });

  it('is refused beside its own field when blank or above the most a wrap may cost', () => {
    for (const giftWrap of ['', '5,001', 'free', '-1', '10.005']) {
      const issues = storeSettingsBodySchema.safeParse(settingsBodyOf({ ...settingsValuesOf(saved), giftWrap })).error?.issues ?? [];
      expect(issues.map((issue) => [settingsErrorKeyOf(issue.path), issue.message])).toEqual([['giftWrap', M.giftWrap]]);
    }
  });

  it('says what checkout will show while the typed price is one', () => {
    expect(giftWrapShown('150')).toBe('₹150');
    expect(giftWrapShown('1500')).toBe('₹1,500');
    expect(giftWrapShown('0')).toBe('₹0');
    expect(giftWrapShown('')).toBeNull();
    expect(giftWrapShown('free')).toBeNull();
  });
});
