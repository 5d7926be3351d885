import { describe, expect, it } from 'vitest';
import { readCertificateNumber } from './read-certificate-number';

describe('readCertificateNumber', () => {
  it('reads a number typed in lower case with spaces and a typographic dash in its stored form', () => {
    expect(readCertificateNumber(' demo-igi 24001 ')).toBe('DEMO-IGI24001');
    expect(readCertificateNumber('demo-igi-24001')).toBe('DEMO-IGI-24001');
    expect(readCertificateNumber('demo\u2013igi-24001')).toBe('DEMO-IGI-24001');
    expect(readCertificateNumber('lg 600 100 200')).toBe('LG600100200');
  });

  it('refuses what cannot be a certificate number', () => {
    expect(readCertificateNumber('')).toBeNull();
    expect(readCertificateNumber('ab1')).toBeNull();
    expect(readCertificateNumber('-IGI-24001')).toBeNull();
    expect(readCertificateNumber('IGI#24001')).toBeNull();
    expect(readCertificateNumber('A'.repeat(41))).toBeNull();
  });

  it('takes 4 to 40 characters', () => {
    expect(readCertificateNumber('ab12')).toBe('AB12');
    expect(readCertificateNumber('A'.repeat(40))).toBe('A'.repeat(40));
  });
});
