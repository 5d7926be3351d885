import { describe, expect, it } from 'vitest';
import { checkPaymentAmount, MAX_PAYMENT_PAISE, MIN_PAYMENT_PAISE, onlinePaymentRefusal, PAYMENT_AMOUNT_MESSAGES as M } from './payment-amount';

describe('checkPaymentAmount', () => {
  it.each([0, -100, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s paise as an invalid amount', (amount) => {
    expect(checkPaymentAmount(amount, 'INR')).toEqual({ ok: false, message: 'Invalid payment amount' });
  });

  it('hears about the amount before the currency', () => {
    expect(checkPaymentAmount(0, 'USD')).toEqual({ ok: false, message: M.invalid });
  });

  it.each(['USD', 'inr', ''])('refuses the currency %j', (currency) => {
    expect(checkPaymentAmount(50_000, currency)).toEqual({ ok: false, message: 'Only INR currency is supported' });
  });

  it('refuses less than ₹1', () => {
    expect(checkPaymentAmount(99, 'INR')).toEqual({ ok: false, message: 'Minimum payment amount is ₹1' });
    expect(checkPaymentAmount(MIN_PAYMENT_PAISE, 'INR')).toEqual({ ok: true });
  });

  it('refuses more than ₹15,00,000', () => {
    expect(checkPaymentAmount(MAX_PAYMENT_PAISE + 1, 'INR')).toEqual({ ok: false, message: 'Maximum payment amount is ₹15,00,000' });
    expect(checkPaymentAmount(MAX_PAYMENT_PAISE, 'INR')).toEqual({ ok: true });
  });
});

describe('onlinePaymentRefusal', () => {
  it('allows ₹1 to ₹15,00,000 and says why outside it', () => {
    expect(onlinePaymentRefusal(MIN_PAYMENT_PAISE)).toBeUndefined();
    expect(onlinePaymentRefusal(MAX_PAYMENT_PAISE)).toBeUndefined();
    expect(onlinePaymentRefusal(MAX_PAYMENT_PAISE + 1)).toBe('Online payment is available for orders from ₹1 to ₹15,00,000');
    expect(onlinePaymentRefusal(MIN_PAYMENT_PAISE - 1)).toBe('Online payment is available for orders from ₹1 to ₹15,00,000');
  });
});
