import { describe, expect, it } from 'vitest';
import { isCertificateNumber, isSampleCertificateNumber, normaliseCertificateNumber } from './certificate-number';

describe('normaliseCertificateNumber', () => {
  it('upper-cases the letters and drops whitespace anywhere, as a number typed from paper has it', () => {
    expect(normaliseCertificateNumber('  demo-igi 2401 ')).toBe('DEMO-IGI2401');
    expect(normaliseCertificateNumber('Demo-GIA\t55 01\n')).toBe('DEMO-GIA5501');
  });

  it('reads typographic dashes and full-width letters as the plain ones', () => {
    expect(normaliseCertificateNumber('DEMO–IGI—2401')).toBe('DEMO-IGI-2401');
    expect(normaliseCertificateNumber('ＤＥＭＯ-1234')).toBe('DEMO-1234');
  });

  it('keeps a stored number as it is', () => {
    expect(normaliseCertificateNumber('LG612345678')).toBe('LG612345678');
  });
});

describe('isCertificateNumber', () => {
  it('takes letters, digits, hyphens and slashes, 4 to 40 of them', () => {
    expect(isCertificateNumber('DEMO-IGI2401')).toBe(true);
    expect(isCertificateNumber('BIS/HUID-AB12C3')).toBe(true);
    expect(isCertificateNumber('A1B2')).toBe(true);
    expect(isCertificateNumber('A'.repeat(40))).toBe(true);
  });

  it('refuses numbers too short, too long, starting with a mark, or with other characters', () => {
    expect(isCertificateNumber('A12')).toBe(false);
    expect(isCertificateNumber('A'.repeat(41))).toBe(false);
    expect(isCertificateNumber('-DEMO1')).toBe(false);
    expect(isCertificateNumber('DEMO<1>')).toBe(false);
    expect(isCertificateNumber('')).toBe(false);
  });
});

describe('isSampleCertificateNumber', () => {
  it('marks the demo store numbers only', () => {
    expect(isSampleCertificateNumber('DEMO-IGI2401')).toBe(true);
    expect(isSampleCertificateNumber('LG612345678')).toBe(false);
  });
});
