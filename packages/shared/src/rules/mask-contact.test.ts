import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask-contact';

describe('maskPhone', () => {
  it('keeps the first two and last three digits of an Indian number', () => {
    expect(maskPhone('+91 98290 19850')).toBe('+91 98••• ••850');
    expect(maskPhone('9829019850')).toBe('+91 98••• ••850');
    expect(maskPhone('09829019850')).toBe('+91 98••• ••850');
  });
  it('shows a short number by its last three digits only', () => {
    expect(maskPhone('12345')).toBe('••• 345');
  });
});

describe('maskEmail', () => {
  it('keeps two letters and the domain', () => {
    expect(maskEmail('asha.verma@example.com')).toBe('as••••••@example.com');
  });
  it('never shows a one- or two-letter name whole', () => {
    expect(maskEmail('a@example.com')).toBe('••••••@example.com');
    expect(maskEmail('ab@example.com')).toBe('a••••••@example.com');
  });
  it('hides what is not an address', () => {
    expect(maskEmail('nobody')).toBe('••••••');
  });
});
