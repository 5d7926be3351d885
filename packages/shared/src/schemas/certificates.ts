import { z } from 'zod';
import { isCertificateNumber, normaliseCertificateNumber } from '../rules/certificate-number';
import { CERTIFICATE_LABS, CERTIFICATE_MESSAGES } from './certificate-messages';
import { localizedTextSchema } from './common';

/*
 * A piece's certificates: a gem lab's report (IGI, GIA, SGL) or the BIS hallmark certificate,
 * each with its number, date, the stone's details and a PDF. Shoppers verify one by its number
 * (`GET /api/public/certificates/{number}`); staff keep them on the product. The labs, the
 * shopper's messages and the detail keys live in a zod-free module (re-exported here): import
 * them from ./certificate-messages where zod is not wanted.
 */
export { CERTIFICATE_DETAIL_KEYS, CERTIFICATE_LABS, CERTIFICATE_MESSAGES, type CertificateDetailKey, type CertificateLab } from './certificate-messages';

/** The staff side's messages (English only, as the staff pages are). */
export const ADMIN_CERTIFICATE_MESSAGES = {
  lab: `Choose the lab: ${CERTIFICATE_LABS.join(', ')}`,
  issuedOn: 'Issued on must be a real date as YYYY-MM-DD, not in the future',
  details: 'Certificate details are short texts (at most 60 characters each); carat is a number from 0.001 to 1000',
  notFound: 'Certificate not found',
  numberTaken: 'Another certificate already has this number',
  pdfNotFound: 'This PDF was not found: upload it again',
  pdfTooLarge: 'Certificate PDFs can be at most 5 MB',
  pdfWrongType: 'Certificates must be PDF files',
  pdfUploaded: 'Certificate PDF uploaded',
  created: 'Certificate added',
  updated: 'Certificate updated',
  deleted: 'Certificate removed',
} as const;

/** The largest certificate PDF staff may upload (a lab's scanned report is well under it). */
export const MAX_CERTIFICATE_PDF_BYTES = 5 * 1024 * 1024;

const detailText = z.string({ error: ADMIN_CERTIFICATE_MESSAGES.details }).trim().min(1, { error: ADMIN_CERTIFICATE_MESSAGES.details }).max(60, { error: ADMIN_CERTIFICATE_MESSAGES.details });

export const certificateDetailsSchema = z.object({
  /** What was graded: 'Natural diamonds', 'Natural ruby'. */
  stone: detailText.optional(),
  shape: detailText.optional(),
  /** Total carat weight. */
  carat: z.number({ error: ADMIN_CERTIFICATE_MESSAGES.details }).min(0.001, { error: ADMIN_CERTIFICATE_MESSAGES.details }).max(1000, { error: ADMIN_CERTIFICATE_MESSAGES.details }).optional(),
  colour: detailText.optional(),
  clarity: detailText.optional(),
  cut: detailText.optional(),
}, { error: ADMIN_CERTIFICATE_MESSAGES.details });
export type CertificateDetails = z.infer<typeof certificateDetailsSchema>;

/**
 * The details as answers carry them: stored ones, checked when staff wrote them. Plain strings, so
 * the answer's serializer can be compiled (a trimming schema rewrites its value, which it cannot).
 */
const certificateDetailsAnswerSchema = z.object({
  stone: z.string().optional(),
  shape: z.string().optional(),
  carat: z.number().optional(),
  colour: z.string().optional(),
  clarity: z.string().optional(),
  cut: z.string().optional(),
});

/** A certificate as the product page and the verify page show it. `pdfUrl` is null when no PDF was added. */
export const certificateSchema = z.object({
  lab: z.enum(CERTIFICATE_LABS),
  number: z.string(),
  /** YYYY-MM-DD. */
  issuedOn: z.string(),
  details: certificateDetailsAnswerSchema,
  pdfUrl: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** The piece a certificate belongs to, as the verify page shows it. */
export const certificatePieceSchema = z.object({
  _id: z.string(),
  name: localizedTextSchema,
  slug: z.string(),
  image: z.object({ url: z.string(), altText: z.string() }).nullable(),
});

/** GET /api/public/certificates/{number}: the certificate and its piece. */
export const certificateVerificationSchema = certificateSchema.extend({ piece: certificatePieceSchema });
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** A typed number, tolerant of case, spaces and dashes (rules/certificate-number), in its stored form. */
export const certificateNumberSchema = (message: string = CERTIFICATE_MESSAGES.number) =>
  z
    .string({ error: message })
    .max(200, { error: message })
    .transform(normaliseCertificateNumber)
    .refine(isCertificateNumber, { error: message });

export const certificateNumberParamsSchema = z.object({ number: certificateNumberSchema() });

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Staff: a certificate as the product editor lists it; `pdfId` is the uploaded PDF's id. */
export const adminCertificateSchema = certificateSchema.extend({ id: z.string(), pdfId: z.string().nullable() });
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;

/**
 * Staff add or replace a certificate. `issuedOn` is checked against "today" by the server (an
 * Indian date), so a date in the future is refused with the same sentence.
 */
export const adminCertificateInputSchema = z.object({
  lab: z.enum(CERTIFICATE_LABS, { error: ADMIN_CERTIFICATE_MESSAGES.lab }),
  number: certificateNumberSchema(),
  issuedOn: z.string({ error: ADMIN_CERTIFICATE_MESSAGES.issuedOn }).trim().refine(isCalendarDate, { error: ADMIN_CERTIFICATE_MESSAGES.issuedOn }),
  details: certificateDetailsSchema.default({}),
  pdfId: z.string().trim().min(1).max(200).nullable().default(null),
});
export type AdminCertificateInput = z.infer<typeof adminCertificateInputSchema>;
export type AdminCertificateFormInput = z.input<typeof adminCertificateInputSchema>;

/** POST /api/admin/media/certificates: the stored PDF. */
export const adminCertificatePdfSchema = z.object({ id: z.string(), url: z.string(), bytes: z.number().int() });
export type AdminCertificatePdf = z.infer<typeof adminCertificatePdfSchema>;
