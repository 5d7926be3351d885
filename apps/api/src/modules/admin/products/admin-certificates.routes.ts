import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_PRODUCT_MESSAGES as PM } from '@aabhushan/shared/schemas/admin-products';
import { ADMIN_CERTIFICATE_MESSAGES as M, adminCertificateInputSchema, adminCertificateSchema } from '@aabhushan/shared/schemas/certificates';
import { envelopeSchema, errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { fail, ok } from '../../../lib/envelope';
import { staffIdOf } from '../staff-identity';
import type { AdminCertificatesService, CertificatesOutcome } from './admin-certificates';

const tags = ['admin'];
const identifier = (message: string) => z.string().trim().min(1, { error: message }).max(200, { error: message });
const productParams = z.object({ id: identifier(PM.notFound) });
const certificateParams = productParams.extend({ certificateId: identifier(M.notFound) });
const list = envelopeSchema(z.array(adminCertificateSchema));
const refusals = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/**
 * /api/admin/products/{id}/certificates: a piece's certificates; every answer is the piece's
 * whole list (guarded by admin.module.ts). Their PDFs are uploaded first (POST /api/admin/media/certificates).
 */
export async function adminCertificatesRoutes(app: FastifyInstance, { certificates }: { certificates: AdminCertificatesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const answer = (outcome: CertificatesOutcome, status = 200) =>
    outcome.ok ? { status, body: ok(outcome.certificates, outcome.message) } : { status: outcome.status, body: fail(outcome.message) };

  api.get('/products/:id/certificates', { schema: { tags, params: productParams, response: { 200: list, 404: errorEnvelopeSchema } } }, async (request, reply) => {
    const found = await certificates.list(request.params.id);
    return found ? ok(found, 'Certificates loaded') : reply.status(404).send(fail(PM.notFound));
  });

  api.post('/products/:id/certificates', { schema: { tags, params: productParams, body: adminCertificateInputSchema, response: { 201: list, ...refusals } } }, async (request, reply) => {
    const { status, body } = answer(await certificates.create(staffIdOf(request), request.params.id, request.body), 201);
    return reply.status(status).send(body);
  });

  api.put('/products/:id/certificates/:certificateId', { schema: { tags, params: certificateParams, body: adminCertificateInputSchema, response: { 200: list, ...refusals } } }, async (request, reply) => {
    const { status, body } = answer(await certificates.update(staffIdOf(request), request.params.id, request.params.certificateId, request.body));
    return reply.status(status).send(body);
  });

  api.delete('/products/:id/certificates/:certificateId', { schema: { tags, params: certificateParams, response: { 200: list, ...refusals } } }, async (request, reply) => {
    const { status, body } = answer(await certificates.remove(staffIdOf(request), request.params.id, request.params.certificateId));
    return reply.status(status).send(body);
  });
}
