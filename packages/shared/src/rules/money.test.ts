import { describe, expect, it } from 'vitest';
import { formatInr, paiseToRupees, rupeesToPaise } from './money';

describe('formatInr', () => {
  it('groups digits the Indian way without decimals', () => {
    expect(formatInr(123456)).toBe('₹1,23,456');
    expect(formatInr(300000)).toBe('₹3,00,000');
    expect(formatInr(1500000)).toBe('₹15,00,000');
    expect(formatInr(999)).toBe('₹999');
    expect(formatInr(0)).toBe('₹0');
  });

  it('rounds fractional rupees to whole rupees', () => {
    expect(formatInr(2499.5)).toBe('₹2,500');
    expect(formatInr(2499.4)).toBe('₹2,499');
  });
});

describe('paise conversion', () => {
  it('round-trips whole and fractional amounts', () => {
    expect(rupeesToPaise(1234.56)).toBe(123456);
    expect(paiseToRupees(123456)).toBe(1234.56);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });
});
