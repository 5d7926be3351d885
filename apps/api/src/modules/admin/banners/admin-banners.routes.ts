import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildPagination } from '@aabhushan/shared/rules/pagination';
import {
  ADMIN_BANNER_MESSAGES as M,
  adminBannerCreateSchema,
  adminBannerListQuerySchema,
  adminBannerSchema,
  adminBannerStateSchema,
  adminBannerUpdateSchema,
} from '@aabhushan/shared/schemas/admin-banners';
import { envelopeSchema, errorEnvelopeSchema, listEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { fail, ok } from '../../../lib/envelope';
import { staffIdOf } from '../staff-identity';
import type { AdminBannersService } from './admin-banners';

const tags = ['admin'];
const params = z.object({ id: z.string().trim().min(1, { error: M.notFound }).max(200, { error: M.notFound }) });
const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const one = { 200: envelopeSchema(adminBannerSchema), ...errors };

/** /api/admin/banners: the home page's hero slides and offers, running or not, written by staff (guarded by admin.module.ts). */
export async function adminBannersRoutes(app: FastifyInstance, { banners }: { banners: AdminBannersService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/banners', { schema: { tags, querystring: adminBannerListQuerySchema, response: { 200: listEnvelopeSchema(adminBannerSchema) } } }, async (request) => {
    const { banners: page, total } = await banners.list(request.query);
    return { ...ok(page), pagination: buildPagination(request.query.page, request.query.limit, total) };
  });

  api.get('/banners/:id', { schema: { tags, params, response: one } }, async (request, reply) => {
    const banner = await banners.get(request.params.id);
    return banner ? ok(banner) : reply.status(404).send(fail(M.notFound));
  });

  api.post('/banners', { schema: { tags, body: adminBannerCreateSchema, response: { ...one, 201: one[200] } } }, async (request, reply) => {
    const outcome = await banners.create(staffIdOf(request), request.body);
    if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
    return reply.status(201).send(ok(outcome.banner, outcome.message));
  });

  api.patch('/banners/:id', { schema: { tags, params, body: adminBannerUpdateSchema, response: one } }, async (request, reply) => {
    const outcome = await banners.update(staffIdOf(request), request.params.id, request.body);
    if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
    return ok(outcome.banner, outcome.message);
  });

  api.post('/banners/:id/state', { schema: { tags, params, body: adminBannerStateSchema, response: one } }, async (request, reply) => {
    const outcome = await banners.setActive(staffIdOf(request), request.params.id, request.body.isActive);
    if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
    return ok(outcome.banner, outcome.message);
  });

  api.delete('/banners/:id', { schema: { tags, params, response: { 200: envelopeSchema(z.null()), ...errors } } }, async (request, reply) => {
    const outcome = await banners.remove(staffIdOf(request), request.params.id);
    if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
    return ok(null, outcome.message);
  });
}
