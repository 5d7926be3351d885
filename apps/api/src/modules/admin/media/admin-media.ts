import sharp from 'sharp';
import { isPdfDocument } from '@aabhushan/shared/rules/document-type';
import { detectImageType } from '@aabhushan/shared/rules/image-type';
import { ADMIN_CERTIFICATE_MESSAGES as CM, type AdminCertificatePdf } from '@aabhushan/shared/schemas/certificates';
import { ADMIN_MEDIA_MESSAGES as M, type AdminMedia } from '@aabhushan/shared/schemas/admin-media';
import type { Database } from '../../../db/client';
import { certificateFiles, mediaUploads, mediaVariants } from '../../../db/schema/index';
import { certificatePdfUrl } from '../../certificates/certificates.mapper';
import { newId } from '../../../lib/new-id';
import { MEDIA_WIDTHS, mediaUrl, type MediaFormat } from '../../media/uploaded-media';
import { recordAudit } from '../audit';
/** A camera's largest pictures are about 50 megapixels; more is a decompression bomb, not a photograph. */
const MAX_INPUT_PIXELS = 60_000_000;

type Outcome = { ok: true; media: AdminMedia } | { ok: false; status: 400 | 413 | 415; message: string };

/** The picture at each width (never larger than sent), in both formats, upright as the camera held it. */
async function renderVariants(bytes: Buffer) {
  const upright = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const { width, height } = await upright.clone().toBuffer({ resolveWithObject: true }).then(({ info }) => info);
  const variants: Array<{ width: number; format: MediaFormat; bytes: Buffer }> = [];
  for (const target of MEDIA_WIDTHS) {
    const resized = upright.clone().resize({ width: target, height: target, fit: 'inside', withoutEnlargement: true });
    variants.push({ width: target, format: 'webp', bytes: await resized.clone().webp({ quality: 80 }).toBuffer() });
    variants.push({ width: target, format: 'avif', bytes: await resized.clone().avif({ quality: 55, effort: 3 }).toBuffer() });
  }
  return { width, height, variants };
}

/** Pictures staff upload (issue 13): checked by their bytes, stored at the sizes and in the formats the store serves. */
export function createMediaService(db: Database) {
  return {
    async upload(actorId: string, bytes: Buffer): Promise<Outcome> {
      const type = detectImageType(bytes);
      if (!type) return { ok: false, status: 415, message: M.wrongType };
      let rendered: Awaited<ReturnType<typeof renderVariants>>;
      try {
        rendered = await renderVariants(bytes);
      } catch {
        return { ok: false, status: 400, message: M.unreadable };
      }
      if (Math.min(rendered.width, rendered.height) < MEDIA_WIDTHS[0]) return { ok: false, status: 400, message: M.tooSmall };
      const id = newId();
      const media: AdminMedia = { id, url: mediaUrl(id), width: rendered.width, height: rendered.height, sizes: [...MEDIA_WIDTHS] };
      await db.transaction(async (tx) => {
        await tx.insert(mediaUploads).values({ id, sourceType: type, sourceBytes: bytes.length, width: rendered.width, height: rendered.height, uploadedBy: actorId });
        await tx.insert(mediaVariants).values(rendered.variants.map((variant) => ({ uploadId: id, ...variant })));
        await recordAudit(tx, { actorId, action: 'media.upload', entityType: 'media', entityId: id, before: null, after: { ...media, sourceType: type, sourceBytes: bytes.length } });
      });
      return { ok: true, media };
    },

    /** A certificate's PDF (a lab's report): checked by its bytes, kept as sent, served at /media/certificates/{id}.pdf. */
    async uploadCertificatePdf(actorId: string, bytes: Buffer): Promise<{ ok: true; pdf: AdminCertificatePdf } | { ok: false; status: 415; message: string }> {
      if (!isPdfDocument(bytes)) return { ok: false, status: 415, message: CM.pdfWrongType };
      const id = newId();
      const pdf: AdminCertificatePdf = { id, url: certificatePdfUrl(id), bytes: bytes.length };
      await db.transaction(async (tx) => {
        await tx.insert(certificateFiles).values({ id, bytes, byteSize: bytes.length, uploadedBy: actorId });
        await recordAudit(tx, { actorId, action: 'media.certificate-pdf.upload', entityType: 'media', entityId: id, before: null, after: pdf });
      });
      return { ok: true, pdf };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
