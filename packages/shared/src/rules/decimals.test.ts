import { describe, expect, it } from 'vitest';
import { hasAtMostDecimals } from './decimals';

describe('hasAtMostDecimals', () => {
  it('takes rupees to the paisa and grams to the milligram, nothing finer', () => {
    expect([30_999.5, 100.55, 0.1 + 0.2].map((value) => hasAtMostDecimals(value, 2))).toEqual([true, true, true]);
    expect([100.555, 1.2345].map((value) => hasAtMostDecimals(value, 2))).toEqual([false, false]);
    expect([3.452, 1.2345].map((value) => hasAtMostDecimals(value, 3))).toEqual([true, false]);
  });
});
