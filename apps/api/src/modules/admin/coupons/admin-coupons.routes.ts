import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildPagination } from '@aabhushan/shared/rules/pagination';
import { ADMIN_COUPON_MESSAGES as M, adminCouponCreateSchema, adminCouponListQuerySchema, adminCouponSchema, adminCouponUpdateSchema } from '@aabhushan/shared/schemas/admin-coupons';
import { envelopeSchema, errorEnvelopeSchema, listEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { fail, ok } from '../../../lib/envelope';
import { staffIdOf } from '../staff-identity';
import type { AdminCouponsService } from './admin-coupons';

const tags = ['admin'];
const params = z.object({ id: z.string().trim().min(1, { error: M.notFound }).max(200, { error: M.notFound }) });
const one = { 200: envelopeSchema(adminCouponSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/** /api/admin/coupons: every coupon with its use so far, created and changed by staff (guarded by admin.module.ts). */
export async function adminCouponsRoutes(app: FastifyInstance, { coupons }: { coupons: AdminCouponsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/coupons', { schema: { tags, querystring: adminCouponListQuerySchema, response: { 200: listEnvelopeSchema(adminCouponSchema) } } }, async (request) => {
    const { coupons: page, total } = await coupons.list(request.query);
    return { ...ok(page), pagination: buildPagination(request.query.page, request.query.limit, total) };
  });

  api.get('/coupons/:id', { schema: { tags, params, response: one } }, async (request, reply) => {
    const coupon = await coupons.get(request.params.id);
    return coupon ? ok(coupon) : reply.status(404).send(fail(M.notFound));
  });

  api.post('/coupons', { schema: { tags, body: adminCouponCreateSchema, response: { ...one, 201: one[200] } } }, async (request, reply) => {
    const outcome = await coupons.create(staffIdOf(request), request.body);
    if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
    return reply.status(201).send(ok(outcome.coupon, outcome.message));
  });

  api.patch('/coupons/:id', { schema: { tags, params, body: adminCouponUpdateSchema, response: one } }, async (request, reply) => {
    const outcome = await coupons.update(staffIdOf(request), request.params.id, request.body);
    if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
    return ok(outcome.coupon, outcome.message);
  });
}
