import { isCertificateNumber, normaliseCertificateNumber } from '@aabhushan/shared/rules/certificate-number';

/**
 * A number as a shopper typed it from paper ("demo-igi 24001"), in the stored form the API looks
 * up (DEMO-IGI-24001); null when it cannot be a certificate number (the shared rule).
 */
export function readCertificateNumber(typed: string): string | null {
  const number = normaliseCertificateNumber(typed);
  return isCertificateNumber(number) ? number : null;
}
