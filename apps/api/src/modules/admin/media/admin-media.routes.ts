import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES } from '@aabhushan/shared/rules/image-type';
import { ADMIN_MEDIA_MESSAGES as M, adminMediaSchema } from '@aabhushan/shared/schemas/admin-media';
import { ADMIN_CERTIFICATE_MESSAGES as CM, MAX_CERTIFICATE_PDF_BYTES, adminCertificatePdfSchema } from '@aabhushan/shared/schemas/certificates';
import { envelopeSchema, errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { fail, ok } from '../../../lib/envelope';
import { staffIdOf } from '../staff-identity';
import type { MediaService } from './admin-media';

/**
 * POST /api/admin/media: one picture as the body (up to 10 MB; any image type, or octet-stream:
 * the bytes decide); POST /api/admin/media/certificates: a certificate's PDF the same way (up to
 * 5 MB). Guarded by admin.module.ts before the body is read.
 */
export async function adminMediaRoutes(app: FastifyInstance, { media }: { media: MediaService }) {
  app.addContentTypeParser([...UPLOAD_IMAGE_TYPES, 'image/gif', 'image/svg+xml', 'application/pdf', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/media',
    {
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: { tags: ['admin'], response: { 201: envelopeSchema(adminMediaSchema), 400: errorEnvelopeSchema, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema } },
      // A picture past the limit hears the limit for pictures, not the API's 1 MB.
      errorHandler: (error, request, reply) => (error.statusCode === 413 ? reply.status(413).send(fail(M.tooLarge)) : app.errorHandler(error, request, reply)),
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) return reply.status(415).send(fail(M.wrongType));
      const outcome = await media.upload(staffIdOf(request), request.body);
      if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
      return reply.status(201).send(ok(outcome.media, M.uploaded));
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/media/certificates',
    {
      bodyLimit: MAX_CERTIFICATE_PDF_BYTES,
      schema: { tags: ['admin'], response: { 201: envelopeSchema(adminCertificatePdfSchema), 413: errorEnvelopeSchema, 415: errorEnvelopeSchema } },
      errorHandler: (error, request, reply) => (error.statusCode === 413 ? reply.status(413).send(fail(CM.pdfTooLarge)) : app.errorHandler(error, request, reply)),
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) return reply.status(415).send(fail(CM.pdfWrongType));
      const outcome = await media.uploadCertificatePdf(staffIdOf(request), request.body);
      if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
      return reply.status(201).send(ok(outcome.pdf, CM.pdfUploaded));
    },
  );
}
