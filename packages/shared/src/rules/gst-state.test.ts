import { describe, expect, it } from 'vitest';
import { findGstState, gstinCheckCharacter, gstStateOfGstin, isValidGstin } from './gst-state';

describe('findGstState', () => {
  it('finds states by name, old name, "&" spelling and two-letter code', () => {
    expect(findGstState('Rajasthan')).toEqual({ state: 'Rajasthan', stateCode: '08' });
    expect(findGstState('  MAHARASHTRA ')).toEqual({ state: 'Maharashtra', stateCode: '27' });
    expect(findGstState('Jammu & Kashmir')).toEqual({ state: 'Jammu and Kashmir', stateCode: '01' });
    expect(findGstState('Orissa')).toEqual({ state: 'Odisha', stateCode: '21' });
    expect(findGstState('NCT of Delhi')).toEqual({ state: 'Delhi', stateCode: '07' });
    expect(findGstState('RJ')?.stateCode).toBe('08');
    expect(findGstState('Telangana')?.stateCode).toBe('36');
  });

  it('answers null for anything else', () => {
    expect(findGstState('Atlantis')).toBeNull();
    expect(findGstState('')).toBeNull();
  });
});

describe('isValidGstin', () => {
  it('accepts well-formed GSTINs with the right check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('08AAHCA1985K1ZA')).toBe(true);
    expect(gstinCheckCharacter('08AAHCA1985K1Z')).toBe('A');
  });

  it('refuses a wrong check character, shape or state code', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin('99AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('27AAPFU0939F0ZV')).toBe(false);
  });
});

describe('gstStateOfGstin', () => {
  it('reads the state from the first two digits', () => {
    expect(gstStateOfGstin('27AAPFU0939F1ZV')).toEqual({ state: 'Maharashtra', stateCode: '27' });
    expect(gstStateOfGstin('08AAHCA1985K1ZA')).toEqual({ state: 'Rajasthan', stateCode: '08' });
    expect(gstStateOfGstin('99AAPFU0939F1ZV')).toBeNull();
  });
});
