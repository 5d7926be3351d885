import { describe, expect, it } from 'vitest';
import { getInitials } from './initials';

describe('getInitials', () => {
  it('takes the first letters of up to the first two words, upper-cased', () => {
    expect(getInitials('Priya Sharma')).toBe('PS');
    expect(getInitials('asha kumari verma')).toBe('AK');
    expect(getInitials('Meera')).toBe('M');
  });

  it('ignores extra spaces and handles an empty name', () => {
    expect(getInitials('   ravi    shankar  ')).toBe('RS');
    expect(getInitials('')).toBe('');
    expect(getInitials('   ')).toBe('');
  });

  it('keeps whole characters of other scripts', () => {
    expect(getInitials('प्रिया शर्मा')).toBe('पश');
  });
});
