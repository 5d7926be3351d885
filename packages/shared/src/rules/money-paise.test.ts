import { describe, expect, it } from 'vitest';
import { formatInrPaise, formatPaiseGrouped } from './money-paise';

describe('formatPaiseGrouped', () => {
  it('groups the Indian way and always shows two decimals', () => {
    expect(formatPaiseGrouped(1_23_456_70)).toBe('1,23,456.70');
    expect(formatPaiseGrouped(15_00_000_00)).toBe('15,00,000.00');
    expect(formatPaiseGrouped(12_34_56_789_05)).toBe('12,34,56,789.05');
    expect(formatPaiseGrouped(999_99)).toBe('999.99');
    expect(formatPaiseGrouped(5)).toBe('0.05');
    expect(formatPaiseGrouped(0)).toBe('0.00');
  });

  it('keeps every paisa of large amounts and signs negatives', () => {
    expect(formatPaiseGrouped(9_99_99_99_999_99)).toBe('9,99,99,99,999.99');
    expect(formatPaiseGrouped(-1_500_50)).toBe('-1,500.50');
    expect(() => formatPaiseGrouped(1.5)).toThrow(RangeError);
  });
});

describe('formatInrPaise', () => {
  it('puts the rupee sign before the amount', () => {
    expect(formatInrPaise(2_57_500_00)).toBe('₹2,57,500.00');
    expect(formatInrPaise(-50_00)).toBe('-₹50.00');
  });
});
