import type { Certificate } from '@aabhushan/shared/schemas/certificates';
import type { productCertificates } from '../../db/schema/index';

/** Where a certificate PDF is served (modules/certificates/certificates.routes.ts): a file's bytes never change. */
export const certificatePdfUrl = (fileId: string) => `/media/certificates/${fileId}.pdf`;

/** A stored certificate as the product page and the verify page show it. */
export function toCertificateJson(row: typeof productCertificates.$inferSelect): Certificate {
  return {
    lab: row.lab,
    number: row.number,
    issuedOn: row.issuedOn,
    details: row.details,
    pdfUrl: row.pdfFileId ? certificatePdfUrl(row.pdfFileId) : null,
  };
}
