import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COUPON_MESSAGES } from '@aabhushan/shared/rules/coupon';
import { couponCodeParamsSchema } from '@aabhushan/shared/schemas/cart';
import { errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import {
  availableCouponsEnvelopeSchema,
  couponEnvelopeSchema,
  couponHistoryEnvelopeSchema,
  couponHistoryQuerySchema,
  couponValidateSchema,
  couponValidationEnvelopeSchema,
  publicCouponQuerySchema,
  publicCouponsEnvelopeSchema,
} from '@aabhushan/shared/schemas/coupon';
import { fail, ok } from '../../lib/envelope';
import type { CouponAttempts } from './coupon-attempts';
import type { CouponsService } from './coupons.service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const guessed = { ...errors, 429: errorEnvelopeSchema };

/**
 * /api/coupons (spec B section 7, bearer token: the answers depend on the customer's cart and
 * redemptions) and GET /api/public/coupon for the coupons page. Checking a code counts against the
 * coupon attempt limits (coupon-attempts.ts) unless the code works.
 */
export async function couponsRoutes(app: FastifyInstance, { coupons, couponAttempts }: { coupons: CouponsService; couponAttempts: CouponAttempts }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['coupons'];
  const guard = { preValidation: app.requireUser };

  api.get('/api/coupons/available', { ...guard, schema: { tags, response: { 200: availableCouponsEnvelopeSchema, ...errors } } }, async (request) => {
    return ok(await coupons.getAvailable(request.identity!.userId, request.storeSnapshot.settings), 'Coupons for your cart');
  });

  api.post('/api/coupons/validate', { ...guard, schema: { tags, body: couponValidateSchema, response: { 200: couponValidationEnvelopeSchema, ...guessed } } }, async (request, reply) => {
    const userId = request.identity!.userId;
    const refusal = await couponAttempts.take(userId, request.ip);
    if (refusal) return reply.status(429).send(fail(refusal));
    const result = await coupons.validate(userId, request.body);
    if (result.valid) await couponAttempts.succeeded(userId, request.ip);
    return { success: true, message: result.message, data: result };
  });

  api.get('/api/coupons/code/:code', { ...guard, schema: { tags, params: couponCodeParamsSchema, response: { 200: couponEnvelopeSchema, ...guessed } } }, async (request, reply) => {
    const userId = request.identity!.userId;
    const refusal = await couponAttempts.take(userId, request.ip);
    if (refusal) return reply.status(429).send(fail(refusal));
    const coupon = await coupons.getByCode(request.params.code);
    if (!coupon) return reply.status(404).send(fail(COUPON_MESSAGES.notFound));
    await couponAttempts.succeeded(userId, request.ip);
    return ok(coupon, 'Coupon found');
  });

  api.get('/api/coupons/history', { ...guard, schema: { tags, querystring: couponHistoryQuerySchema, response: { 200: couponHistoryEnvelopeSchema, ...errors } } }, async (request) => {
    const { items, pagination } = await coupons.getHistory(request.identity!.userId, request.query.page, request.query.limit);
    return { success: true, message: 'Coupon history', data: items, pagination };
  });

  api.get('/api/public/coupon', { schema: { tags, querystring: publicCouponQuerySchema, response: { 200: publicCouponsEnvelopeSchema, 400: errorEnvelopeSchema } } }, async (request) => {
    const { items, pagination } = await coupons.getPublicList(request.query.page, request.query.limit);
    return { success: true, message: items.length > 0 ? 'Coupons' : 'No coupons found.', data: items, pagination };
  });
}
