import { describe, expect, it } from 'vitest';
import { getDiscountPercent } from './discount';

describe('getDiscountPercent', () => {
  it('rounds the saving as a share of mrp', () => {
    expect(getDiscountPercent(10000, 7500)).toBe(25);
    expect(getDiscountPercent(2999, 1999)).toBe(33);
    expect(getDiscountPercent(3000, 2985)).toBe(1);
  });

  it('is 0 without a real discount', () => {
    expect(getDiscountPercent(5000, 5000)).toBe(0);
    expect(getDiscountPercent(5000, 6000)).toBe(0);
    expect(getDiscountPercent(0, 100)).toBe(0);
  });
});
