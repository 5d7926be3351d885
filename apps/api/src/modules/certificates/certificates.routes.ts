import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CERTIFICATE_MESSAGES as M, certificateNumberParamsSchema, certificateVerificationSchema } from '@aabhushan/shared/schemas/certificates';
import { envelopeSchema, errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import type { Database } from '../../db/client';
import { fail, ok } from '../../lib/envelope';
import { findCertificateByNumber, readCertificateFile } from './certificates.repository';

const FILE_NAME = /^([A-Za-z0-9_-]{1,64})\.pdf$/;

/**
 * Verifying a certificate by the number printed on it (answered from the public cache like the
 * product it names: a product change drops it, catalogue/product-changed.ts), and the
 * certificate PDFs. A PDF is sent inline for the browser's viewer, sandboxed: an uploaded
 * document runs no script on the store's origin.
 */
export async function certificatesRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/public/certificates/:number',
    { schema: { tags: ['catalogue'], params: certificateNumberParamsSchema, response: { 200: envelopeSchema(certificateVerificationSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema } } },
    async (request, reply) => {
      const found = await findCertificateByNumber(db, request.params.number);
      if (!found) return reply.status(404).send(fail(M.notFound));
      return ok(found, M.found);
    },
  );

  app.get<{ Params: { file: string } }>('/media/certificates/:file', { schema: { hide: true } }, async (request, reply) => {
    const id = FILE_NAME.exec(request.params.file)?.[1];
    const bytes = id ? await readCertificateFile(db, id) : undefined;
    if (!bytes) return reply.status(404).send(fail(M.fileNotFound));
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', 'sandbox')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="certificate-${id}.pdf"`)
      .type('application/pdf')
      .send(bytes);
  });
}
