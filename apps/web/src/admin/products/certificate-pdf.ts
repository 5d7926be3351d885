import { isPdfDocument } from '@aabhushan/shared/rules/document-type';
import { ADMIN_CERTIFICATE_MESSAGES as M, MAX_CERTIFICATE_PDF_BYTES, type AdminCertificatePdf } from '@aabhushan/shared/schemas/certificates';
import { uploadFile } from './upload-file';

/**
 * Why the API would refuse this file as a certificate's PDF (the same limit, and the same rule
 * reading its bytes), so nothing is sent in vain; undefined when it may go.
 */
export async function certificatePdfRefusal(file: File): Promise<string | undefined> {
  if (file.size > MAX_CERTIFICATE_PDF_BYTES) return M.pdfTooLarge;
  return isPdfDocument(new Uint8Array(await file.arrayBuffer())) ? undefined : M.pdfWrongType;
}

/** Sends a certificate's PDF to POST /api/admin/media/certificates; answers its id and address. */
export function uploadCertificatePdf(file: File, onProgress: (share: number) => void): Promise<AdminCertificatePdf> {
  return uploadFile<AdminCertificatePdf>('/api/admin/media/certificates', file, onProgress, {
    signedOut: 'Your session has ended: sign in again, then add the PDF.',
    failed: 'The PDF could not be uploaded. Try again in a moment.',
    unsent: 'The PDF could not be sent: check the connection and try again.',
  });
}
