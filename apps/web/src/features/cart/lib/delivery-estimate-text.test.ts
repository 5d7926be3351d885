import { describe, expect, it } from 'vitest';
// The cart page's strings, as the page registers them.
import '../../../i18n/bundles/cart-page';
import { createI18n } from '../../../i18n/i18n';
import { deliveryEstimateText } from './delivery-estimate-text';

const tIn = async (language: string) => {
  const i18n = createI18n();
  await i18n.changeLanguage(language);
  return i18n.t.bind(i18n);
};

describe('the delivery time in the shopper’s language', () => {
  it('is as staff wrote it in English', async () => {
    expect(deliveryEstimateText('3-5 business days', await tIn('en'), 'en')).toBe('3-5 business days');
  });

  it('is said again from its days in Tamil, Telugu and Hindi', async () => {
    expect(deliveryEstimateText('3-5 business days', await tIn('ta'), 'ta')).toBe('3-5 வேலை நாட்கள்');
    expect(deliveryEstimateText('5-7 days', await tIn('te'), 'te')).toBe('5-7 రోజులు');
    expect(deliveryEstimateText('Next day', await tIn('te'), 'te')).toBe('1 రోజు');
    expect(deliveryEstimateText('3-5 business days', await tIn('hi'), 'hi')).toBe('3-5 कार्य दिवस');
  });

  it('stays as written when it names no days the store can read', async () => {
    expect(deliveryEstimateText('2 weeks', await tIn('ta'), 'ta')).toBe('2 weeks');
  });
});
