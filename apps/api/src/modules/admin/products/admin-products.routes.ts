import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildPagination } from '@aabhushan/shared/rules/pagination';
import {
  ADMIN_PRODUCT_MESSAGES as M,
  adminProductCreateSchema,
  adminProductListQuerySchema,
  adminProductSchema,
  adminProductUpdateSchema,
} from '@aabhushan/shared/schemas/admin-products';
import { envelopeSchema, errorEnvelopeSchema, listEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { fail, ok } from '../../../lib/envelope';
import { valuationOf } from '../../settings/store-snapshot';
import { staffIdOf } from '../staff-identity';
import type { AdminProductsService } from './admin-products.service';

const tags = ['admin'];
const params = z.object({ id: z.string().trim().min(1, { error: M.notFound }).max(200, { error: M.notFound }) });
const one = { 200: envelopeSchema(adminProductSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/** /api/admin/products: products and their stock, prices and hallmark, for staff (guarded by admin.module.ts). */
export async function adminProductsRoutes(app: FastifyInstance, { products, storeOrigin }: { products: AdminProductsService; storeOrigin: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/products', { schema: { tags, querystring: adminProductListQuerySchema, response: { 200: listEnvelopeSchema(adminProductSchema) } } }, async (request) => {
    const { products: page, total } = await products.list(request.query);
    return { ...ok(page), pagination: buildPagination(request.query.page, request.query.limit, total) };
  });

  api.get('/products/:id', { schema: { tags, params, response: one } }, async (request, reply) => {
    const product = await products.get(request.params.id);
    return product ? ok(product) : reply.status(404).send(fail(M.notFound));
  });

  api.post('/products', { schema: { tags, body: adminProductCreateSchema, response: { ...one, 201: one[200] } } }, async (request, reply) => {
    const outcome = await products.create(staffIdOf(request), request.body, valuationOf(request.storeSnapshot));
    if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
    return reply.status(201).send(ok(outcome.product, outcome.message));
  });

  api.patch('/products/:id', { schema: { tags, params, body: adminProductUpdateSchema, response: one } }, async (request, reply) => {
    const outcome = await products.update(staffIdOf(request), request.params.id, request.body, storeOrigin, valuationOf(request.storeSnapshot));
    if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
    return ok(outcome.product, outcome.message);
  });
}
