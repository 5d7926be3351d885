import { describe, expect, it } from 'vitest';
import { clampPriceRange, isValidPriceRange, PRICE_RANGE_GAP_RUPEES } from './price-range';

describe('isValidPriceRange', () => {
  it('accepts open ends', () => {
    expect(isValidPriceRange({})).toBe(true);
    expect(isValidPriceRange({ min: 5000 })).toBe(true);
    expect(isValidPriceRange({ max: 0 })).toBe(true);
  });

  it('needs the minimum at least ₹100 below the maximum', () => {
    expect(PRICE_RANGE_GAP_RUPEES).toBe(100);
    expect(isValidPriceRange({ min: 100, max: 200 })).toBe(true);
    expect(isValidPriceRange({ min: 101, max: 200 })).toBe(false);
    expect(isValidPriceRange({ min: 200, max: 200 })).toBe(false);
    expect(isValidPriceRange({ min: 300, max: 200 })).toBe(false);
  });
});

describe('clampPriceRange', () => {
  const bounds = { min: 0, max: 5000 };

  it('keeps a valid range as it is', () => {
    expect(clampPriceRange({ min: 1000, max: 3000 }, bounds, 'min')).toEqual({ min: 1000, max: 3000 });
  });

  it('pushes the other end when the dragged end comes too close', () => {
    expect(clampPriceRange({ min: 2950, max: 3000 }, bounds, 'min')).toEqual({ min: 2950, max: 3050 });
    expect(clampPriceRange({ min: 2950, max: 3000 }, bounds, 'max')).toEqual({ min: 2900, max: 3000 });
  });

  it('stays inside the bounds', () => {
    expect(clampPriceRange({ min: 4990, max: 5000 }, bounds, 'min')).toEqual({ min: 4900, max: 5000 });
    expect(clampPriceRange({ min: 0, max: 20 }, bounds, 'max')).toEqual({ min: 0, max: 100 });
    expect(clampPriceRange({ min: -50, max: 9000 }, bounds, 'min')).toEqual({ min: 0, max: 5000 });
  });

  it('takes the bounds when they are narrower than the gap', () => {
    expect(clampPriceRange({ min: 10, max: 20 }, { min: 1999, max: 2049 }, 'min')).toEqual({ min: 1999, max: 2049 });
  });
});
