import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildPagination } from '@aabhushan/shared/rules/pagination';
import {
  ADMIN_BRAND_MESSAGES as M,
  adminBrandCreateSchema,
  adminBrandListQuerySchema,
  adminBrandSchema,
  adminBrandUpdateSchema,
} from '@aabhushan/shared/schemas/admin-brands';
import { envelopeSchema, errorEnvelopeSchema, listEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { fail, ok } from '../../../lib/envelope';
import { staffIdOf } from '../staff-identity';
import type { AdminBrandsService } from './admin-brands';

const tags = ['admin'];
const params = z.object({ id: z.string().trim().min(1, { error: M.notFound }).max(200, { error: M.notFound }) });
const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const one = { 200: envelopeSchema(adminBrandSchema), ...errors };

/** /api/admin/brands: every brand with its number of pieces, created, changed and deleted by staff (guarded by admin.module.ts). */
export async function adminBrandsRoutes(app: FastifyInstance, { brands }: { brands: AdminBrandsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/brands', { schema: { tags, querystring: adminBrandListQuerySchema, response: { 200: listEnvelopeSchema(adminBrandSchema) } } }, async (request) => {
    const { items: page, total } = await brands.list(request.query);
    return { ...ok(page), pagination: buildPagination(request.query.page, request.query.limit, total) };
  });

  api.get('/brands/:id', { schema: { tags, params, response: one } }, async (request, reply) => {
    const brand = await brands.get(request.params.id);
    return brand ? ok(brand) : reply.status(404).send(fail(M.notFound));
  });

  api.post('/brands', { schema: { tags, body: adminBrandCreateSchema, response: { ...one, 201: one[200] } } }, async (request, reply) => {
    const outcome = await brands.create(staffIdOf(request), request.body);
    if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
    return reply.status(201).send(ok(outcome.item, outcome.message));
  });

  api.patch('/brands/:id', { schema: { tags, params, body: adminBrandUpdateSchema, response: one } }, async (request, reply) => {
    const outcome = await brands.update(staffIdOf(request), request.params.id, request.body);
    if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
    return ok(outcome.item, outcome.message);
  });

  api.delete('/brands/:id', { schema: { tags, params, response: { 200: envelopeSchema(z.null()), ...errors } } }, async (request, reply) => {
    const outcome = await brands.remove(staffIdOf(request), request.params.id);
    if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
    return ok(null, outcome.message);
  });
}
