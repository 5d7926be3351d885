import { describe, expect, it } from 'vitest';
import { checkoutEn } from '../locales/checkout/en';
import { checkoutHi } from '../locales/checkout/hi';
import { checkoutTa } from '../locales/checkout/ta';
import { checkoutTe } from '../locales/checkout/te';
import { createI18n } from '../i18n';
import './checkout';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

describe('checkout strings', () => {
  it('exist in Hindi, Tamil and Telugu for every English key, translated', () => {
    const english = keysOf(checkoutEn).sort();
    for (const [code, strings] of [['hi', checkoutHi], ['ta', checkoutTa], ['te', checkoutTe]] as const) {
      expect(keysOf(strings).sort()).toEqual(english);
      const instance = createI18n(code);
      expect(instance.t('checkout.errors.failed')).not.toBe(checkoutEn.checkout.errors.failed);
      expect(instance.t('confirmation.downloaded')).not.toBe(checkoutEn.confirmation.downloaded);
    }
  });

  it('keep the spec messages word for word in English', () => {
    const english = createI18n('en');
    expect(english.t('checkout.guard.login')).toBe('Please login to proceed with checkout');
    expect(english.t('checkout.guard.empty')).toBe('Your cart is empty');
    expect(english.t('checkout.errors.cancelled')).toBe('Payment cancelled by user');
    expect(english.t('checkout.errors.verification')).toBe('Payment verification failed');
    expect(english.t('checkout.errors.failed')).toBe('Payment failed. Please try again.');
    expect(english.t('checkout.errors.create')).toBe('Failed to create payment order');
    expect(english.t('checkout.errors.cod')).toBe('Failed to process COD payment');
    expect(english.t('checkout.errors.placeFailed')).toBe('Failed to create order');
    expect(english.t('confirmation.downloaded')).toBe('Invoice downloaded successfully');
    expect(english.t('confirmation.downloadFailed')).toBe('Failed to download invoice');
    expect(english.t('confirmation.progress.placed')).toBe('Order Placed');
  });
});
