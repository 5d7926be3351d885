import { describe, expect, it } from 'vitest';
import { financialYearOf, formatInvoiceNumber } from './invoice-number';

describe('financialYearOf', () => {
  it('runs April to March in India Standard Time', () => {
    expect(financialYearOf(new Date('2026-11-25T09:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27'); // 23:59:59 IST on 31 March
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28'); // midnight IST, 1 April
    expect(financialYearOf(new Date('2026-01-15T00:00:00Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });
});

describe('formatInvoiceNumber', () => {
  it('prints the series within GST rule 46 length', () => {
    expect(formatInvoiceNumber('2026-27', 123)).toBe('AB/26-27/000123');
    expect(formatInvoiceNumber('2026-27', 1)).toBe('AB/26-27/000001');
    expect(formatInvoiceNumber('2026-27', 1_234_567)).toBe('AB/26-27/1234567');
    expect(formatInvoiceNumber('2026-27', 1_234_567).length).toBeLessThanOrEqual(16);
  });

  it('refuses a sequence below 1', () => {
    expect(() => formatInvoiceNumber('2026-27', 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('2026-27', 1.5)).toThrow(RangeError);
  });
});
