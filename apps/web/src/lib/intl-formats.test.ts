import { describe, expect, it } from 'vitest';
import { intlFormat } from './intl-formats';

describe('intlFormat', () => {
  it('makes one formatter per kind, locale and options, and keeps it', () => {
    expect(intlFormat(Intl.NumberFormat, 'en-IN')).toBe(intlFormat(Intl.NumberFormat, 'en-IN'));
    expect(intlFormat(Intl.NumberFormat, 'en-IN', { maximumFractionDigits: 3 })).not.toBe(intlFormat(Intl.NumberFormat, 'en-IN'));
    expect(intlFormat(Intl.DateTimeFormat, 'en-IN')).not.toBe(intlFormat(Intl.NumberFormat, 'en-IN'));
    const long = { day: 'numeric', month: 'long' } as const;
    expect(intlFormat(Intl.DateTimeFormat, 'hi-IN', long)).toBe(intlFormat(Intl.DateTimeFormat, 'hi-IN', { ...long }));
    expect(intlFormat(Intl.DateTimeFormat, 'ta-IN', long)).not.toBe(intlFormat(Intl.DateTimeFormat, 'hi-IN', long));
  });

  it('formats as a new Intl formatter would', () => {
    expect(intlFormat(Intl.NumberFormat, 'en-IN').format(1234567)).toBe(new Intl.NumberFormat('en-IN').format(1234567));
    const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    const day = new Date(Date.UTC(2026, 10, 20));
    expect(intlFormat(Intl.DateTimeFormat, 'en-IN', options).format(day)).toBe(new Intl.DateTimeFormat('en-IN', options).format(day));
  });
});
