import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildPagination } from '@aabhushan/shared/rules/pagination';
import {
  ADMIN_CATEGORY_MESSAGES as M,
  adminCategoryCreateSchema,
  adminCategoryListQuerySchema,
  adminCategorySchema,
  adminCategoryUpdateSchema,
} from '@aabhushan/shared/schemas/admin-categories';
import { envelopeSchema, errorEnvelopeSchema, listEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { fail, ok } from '../../../lib/envelope';
import { staffIdOf } from '../staff-identity';
import type { AdminCategoriesService } from './admin-categories';

const tags = ['admin'];
const params = z.object({ id: z.string().trim().min(1, { error: M.notFound }).max(200, { error: M.notFound }) });
const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const one = { 200: envelopeSchema(adminCategorySchema), ...errors };

/** /api/admin/categories: every category with its number of pieces, created, changed and deleted by staff (guarded by admin.module.ts). */
export async function adminCategoriesRoutes(app: FastifyInstance, { categories }: { categories: AdminCategoriesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/categories', { schema: { tags, querystring: adminCategoryListQuerySchema, response: { 200: listEnvelopeSchema(adminCategorySchema) } } }, async (request) => {
    const { items: page, total } = await categories.list(request.query);
    return { ...ok(page), pagination: buildPagination(request.query.page, request.query.limit, total) };
  });

  api.get('/categories/:id', { schema: { tags, params, response: one } }, async (request, reply) => {
    const category = await categories.get(request.params.id);
    return category ? ok(category) : reply.status(404).send(fail(M.notFound));
  });

  api.post('/categories', { schema: { tags, body: adminCategoryCreateSchema, response: { ...one, 201: one[200] } } }, async (request, reply) => {
    const outcome = await categories.create(staffIdOf(request), request.body);
    if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
    return reply.status(201).send(ok(outcome.item, outcome.message));
  });

  api.patch('/categories/:id', { schema: { tags, params, body: adminCategoryUpdateSchema, response: one } }, async (request, reply) => {
    const outcome = await categories.update(staffIdOf(request), request.params.id, request.body);
    if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
    return ok(outcome.item, outcome.message);
  });

  api.delete('/categories/:id', { schema: { tags, params, response: { 200: envelopeSchema(z.null()), ...errors } } }, async (request, reply) => {
    const outcome = await categories.remove(staffIdOf(request), request.params.id);
    if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
    return ok(null, outcome.message);
  });
}
