import { describe, expect, it } from 'vitest';
import { formatSpan, numberTyped } from './admin-format';

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

describe('formatSpan', () => {
  const MINUTE = 60_000;
  it('says minutes under an hour, hours and minutes under a day, then days', () => {
    expect(formatSpan(30_000)).toBe('under a minute');
    expect(formatSpan(12 * MINUTE + 59_000)).toBe('12 min');
    expect(formatSpan(60 * MINUTE)).toBe('1 h');
    expect(formatSpan(125 * MINUTE)).toBe('2 h 5 min');
    expect(formatSpan(24 * 60 * MINUTE)).toBe('1 day');
    expect(formatSpan(3 * 24 * 60 * MINUTE + 5 * MINUTE)).toBe('3 days');
  });
  it('reads a span into the future the same way', () => {
    expect(formatSpan(-4 * MINUTE)).toBe('4 min');
  });
});
