// Kept apart from the zod schemas (./certificates.ts re-exports it), as the other message groups
// are: the storefront's certificate pages show these without loading zod.
import { CERTIFICATE_NUMBER_MAX } from '../rules/certificate-number';

/** The labs whose certificates the store keeps: gem labs (IGI, GIA, SGL) and the BIS hallmark. */
export const CERTIFICATE_LABS = ['IGI', 'GIA', 'SGL', 'BIS'] as const;
export type CertificateLab = (typeof CERTIFICATE_LABS)[number];

/** What a shopper can meet when verifying a certificate. */
export const CERTIFICATE_MESSAGES = {
  notFound: 'No certificate with this number',
  number: `Type the certificate number as printed: 4 to ${CERTIFICATE_NUMBER_MAX} letters, digits or hyphens`,
  found: 'Certificate found',
  fileNotFound: 'Certificate PDF not found',
} as const;

/** The stone's graded details, all optional: a hallmark certificate has none of them. */
export const CERTIFICATE_DETAIL_KEYS = ['stone', 'shape', 'carat', 'colour', 'clarity', 'cut'] as const;
export type CertificateDetailKey = (typeof CERTIFICATE_DETAIL_KEYS)[number];
