import { describe, expect, it } from 'vitest';
import { seededRandom } from '../test-support/seeded-random';
import { formatIndianNumber } from './indian-number';

const intl = (value: number, digits: number) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: digits }).format(value);

describe('formatIndianNumber', () => {
  it('writes whole numbers with Indian grouping', () => {
    expect(formatIndianNumber(0)).toBe('0');
    expect(formatIndianNumber(999)).toBe('999');
    expect(formatIndianNumber(1000)).toBe('1,000');
    expect(formatIndianNumber(123456789)).toBe('12,34,56,789');
    expect(formatIndianNumber(-1234)).toBe('-1,234');
  });

  it('writes up to the decimals asked for, without trailing zeros', () => {
    expect(formatIndianNumber(12.5, 3)).toBe('12.5');
    expect(formatIndianNumber(2.345, 3)).toBe('2.345');
    expect(formatIndianNumber(1234.5678, 3)).toBe('1,234.568');
    expect(formatIndianNumber(0.9996, 3)).toBe('1');
    expect(formatIndianNumber(999.9999, 3)).toBe('1,000');
  });

  it('writes exactly what Intl.NumberFormat("en-IN") writes', () => {
    const edges = [0, -0, 0.5, 1.5, 2.5, -0.5, -0.4, 0.0005, 1.0005, 1.0015, 2.675, 99999.9995, 1e6, 1e20, 123456789.123, 5e-7, 1e21, -1e-7];
    for (const digits of [0, 1, 2, 3]) {
      for (const value of edges) expect(formatIndianNumber(value, digits), `${value} to ${digits}`).toBe(intl(value, digits));
    }
    const random = seededRandom(42);
    for (let i = 0; i < 10000; i += 1) {
      const digits = i % 4;
      const scale = 10 ** Math.floor(random() * 10);
      const value = (random() - 0.2) * scale;
      // Also values with exactly 3 decimals, as weights are stored (to the milligram).
      const grams = Math.round(random() * 1e7) / 1000;
      expect(formatIndianNumber(value, digits), `${value} to ${digits}`).toBe(intl(value, digits));
      expect(formatIndianNumber(grams, 3), `${grams} g`).toBe(intl(grams, 3));
    }
  });
});
