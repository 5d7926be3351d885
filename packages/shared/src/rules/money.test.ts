import { describe, expect, it } from 'vitest';
import { seededRandom } from '../test-support/seeded-random';
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

  // formatInr is hand-written (module load of Intl's currency formatter costs a budget phone
  // 110-180 ms); it must never drift from what Intl writes.
  describe('writes exactly what Intl.NumberFormat en-IN INR writes', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    const expected = (rupees: number) => intl.format(Math.round(rupees));

    const edges = [
      0, -0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 99999, 100000, 100001, 999999, 1000000, 9999999, 10000000,
      123456789, 1234567890, 10 ** 12, 10 ** 15, Number.MAX_SAFE_INTEGER,
      0.4, 0.5, -0.4, -0.5, -0.6, 1234.5, 1234.49, -1234.5, -1234.51, 2499.5, 99999.5, 999.5,
      NaN,
    ];
    it.each(edges.flatMap((value) => [value, -value]))('%d', (value) => {
      expect(formatInr(value)).toBe(expected(value));
    });

    it('on 10,000 random amounts of every size, whole and fractional', () => {
      const random = seededRandom(0x1a2b3c4d);
      for (let i = 0; i < 10_000; i += 1) {
        const magnitude = 10 ** Math.floor(random() * 16);
        const value = (random() - 0.3) * magnitude;
        const rupees = i % 2 === 0 ? value : Math.round(value);
        expect(formatInr(rupees), String(rupees)).toBe(expected(rupees));
      }
    });
  });
});

describe('paise conversion', () => {
  it('round-trips whole and fractional amounts', () => {
    expect(rupeesToPaise(1234.56)).toBe(123456);
    expect(paiseToRupees(123456)).toBe(1234.56);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });
});
