import { describe, expect, it } from 'vitest';
import { numberTyped } from './admin-format';

describe('numberTyped', () => {
  it('reads Indian digit grouping, gives the blank value for an empty field and NaN for words', () => {
    expect(numberTyped('1,50,000')).toBe(150_000);
    expect(numberTyped(' 2.5 ')).toBe(2.5);
    expect(numberTyped('')).toBeNaN();
    expect(numberTyped('  ', null)).toBeNull();
    expect(numberTyped('', 0)).toBe(0);
    expect(numberTyped('ten')).toBeNaN();
  });
});
