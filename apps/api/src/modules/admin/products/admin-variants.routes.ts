import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_PRODUCT_MESSAGES as PM, adminProductSchema } from '@aabhushan/shared/schemas/admin-products';
import { ADMIN_VARIANT_MESSAGES as M, adminVariantCreateSchema, adminVariantUpdateSchema } from '@aabhushan/shared/schemas/admin-variants';
import { envelopeSchema, errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { fail, ok } from '../../../lib/envelope';
import { staffIdOf } from '../staff-identity';
import type { AdminVariantsService } from './admin-variants';

const tags = ['admin'];
const identifier = (message: string) => z.string().trim().min(1, { error: message }).max(200, { error: message });
const productParams = z.object({ id: identifier(PM.notFound) });
const variantParams = productParams.extend({ variantId: identifier(M.notFound) });
const one = { 200: envelopeSchema(adminProductSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/** /api/admin/products/{id}/variants: a piece's sizes with their own price and stock; answers the piece (guarded by admin.module.ts). */
export async function adminVariantsRoutes(app: FastifyInstance, { variants, storeOrigin }: { variants: AdminVariantsService; storeOrigin: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/products/:id/variants', { schema: { tags, params: productParams, body: adminVariantCreateSchema, response: { ...one, 201: one[200] } } }, async (request, reply) => {
    const outcome = await variants.create(staffIdOf(request), request.params.id, request.body, storeOrigin);
    if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
    return reply.status(201).send(ok(outcome.product, outcome.message));
  });

  api.patch('/products/:id/variants/:variantId', { schema: { tags, params: variantParams, body: adminVariantUpdateSchema, response: one } }, async (request, reply) => {
    const outcome = await variants.update(staffIdOf(request), request.params.id, request.params.variantId, request.body, storeOrigin);
    if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
    return ok(outcome.product, outcome.message);
  });
}
