import { describe, expect, it } from 'vitest';
import { getFirstName } from './first-name';

describe('getFirstName', () => {
  it('keeps only the first word of the name', () => {
    expect(getFirstName('Kavya Rao')).toBe('Kavya');
    expect(getFirstName('  Meera   Lakshmi Iyer ')).toBe('Meera');
  });

  it('keeps a single name and names in other scripts as they are', () => {
    expect(getFirstName('Ananya')).toBe('Ananya');
    expect(getFirstName('प्रिया शर्मा')).toBe('प्रिया');
  });

  it('answers an empty string for a blank name', () => {
    expect(getFirstName('   ')).toBe('');
  });
});
