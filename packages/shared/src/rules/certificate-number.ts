/**
 * Certificate numbers as a shopper types them from paper: any case, spaces where the print had a
 * gap, a typographic dash for a hyphen. One key for storing and for looking up, so "demo-igi 2401"
 * finds DEMO-IGI2401.
 */
export const CERTIFICATE_NUMBER_MIN = 4;
export const CERTIFICATE_NUMBER_MAX = 40;

/** Prefix of the demo store's sample certificates: no lab issued them. */
export const SAMPLE_CERTIFICATE_PREFIX = 'DEMO-';

const DASHES = /[\u2010-\u2015\u2212]/g;

/** The stored form of a certificate number: whitespace removed, dashes plain, letters upper case. */
export function normaliseCertificateNumber(typed: string): string {
  return typed.normalize('NFKC').replace(/\s+/g, '').replace(DASHES, '-').toUpperCase();
}

/** True for a stored-form number: 4 to 40 letters, digits, hyphens or slashes, starting with a letter or digit. */
export function isCertificateNumber(normalised: string): boolean {
  return new RegExp(`^[A-Z0-9][A-Z0-9/-]{${CERTIFICATE_NUMBER_MIN - 1},${CERTIFICATE_NUMBER_MAX - 1}}$`).test(normalised);
}

/** True for a number of the demo store's sample certificates. */
export function isSampleCertificateNumber(normalised: string): boolean {
  return normalised.startsWith(SAMPLE_CERTIFICATE_PREFIX);
}
