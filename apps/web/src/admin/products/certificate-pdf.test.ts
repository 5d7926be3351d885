import { describe, expect, it } from 'vitest';
import { ADMIN_CERTIFICATE_MESSAGES as M, MAX_CERTIFICATE_PDF_BYTES } from '@aabhushan/shared/schemas/certificates';
import { certificatePdfRefusal } from './certificate-pdf';

/** The smallest document a PDF reader opens: a header, one empty page, the trailer and its end marker. */
const TINY_PDF =
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
  '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n';

const file = (content: BlobPart[], name = 'certificate.pdf', type = 'application/pdf') => new File(content, name, { type });

describe('a certificate PDF, checked before it is sent', () => {
  it('lets a PDF of up to 5 MB go, whatever it is called', async () => {
    expect(await certificatePdfRefusal(file([TINY_PDF]))).toBeUndefined();
    expect(await certificatePdfRefusal(file([TINY_PDF], 'scan', ''))).toBeUndefined();
    const padded = new Uint8Array(MAX_CERTIFICATE_PDF_BYTES - TINY_PDF.length).fill(0x20);
    expect(await certificatePdfRefusal(file([TINY_PDF.replace('%%EOF\n', ''), padded, '%%EOF\n']))).toBeUndefined();
  });

  it('refuses a file over 5 MB with the API sentence', async () => {
    expect(await certificatePdfRefusal(file([TINY_PDF, new Uint8Array(MAX_CERTIFICATE_PDF_BYTES)]))).toBe(M.pdfTooLarge);
  });

  it('refuses a file that only calls itself a PDF, or a PDF cut short, by its bytes', async () => {
    expect(await certificatePdfRefusal(file(['\xff\xd8\xff\xe0 a photograph, not a certificate']))).toBe(M.pdfWrongType);
    expect(await certificatePdfRefusal(file([TINY_PDF.slice(0, 60)]))).toBe(M.pdfWrongType);
    expect(await certificatePdfRefusal(file([]))).toBe(M.pdfWrongType);
  });
});
