import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import {
  IDEMPOTENCY_KEY_PATTERN,
  ORDER_MESSAGES,
  cancelOrderSchema,
  createOrderSchema,
  orderEnvelopeSchema,
  orderIdParamsSchema,
  orderListEnvelopeSchema,
  orderListQuerySchema,
  orderNumberParamsSchema,
  orderStatsEnvelopeSchema,
  orderTrackingEnvelopeSchema,
  returnOrderSchema,
  statusHistoryEnvelopeSchema,
  updateOrderStatusSchema,
  type Order,
} from '@aabhushan/shared/schemas/orders';
import { fail, ok } from '../../lib/envelope';
import type { Changed } from './order-lifecycle';
import type { OrdersService } from './orders.service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const one = { 200: orderEnvelopeSchema, ...errors };

const idempotencyHeaders = z.object({
  'idempotency-key': z.string().regex(IDEMPOTENCY_KEY_PATTERN, { error: ORDER_MESSAGES.idempotencyKeyInvalid }).optional(),
});

const notFound = (reply: FastifyReply) => reply.status(404).send(fail(ORDER_MESSAGES.notFound));

/**
 * The signed-in customer's orders (spec B section 7, base /api/orders), and the staff-only
 * status call. The invoice route (GET /api/orders/{id}/invoice) lives in the invoices module.
 */
export async function ordersRoutes(app: FastifyInstance, { orders }: { orders: OrdersService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  // Before validation, so a signed-out shopper hears "sign in" rather than about the payload.
  const guard = { preValidation: app.requireUser };
  const base = '/api/orders';

  const sendChange = async (request: FastifyRequest, reply: FastifyReply, result: Changed) => {
    if (!result.ok) return reply.status(result.status).send(fail(result.message));
    return reply.send(ok(await orders.toJson(result.order, request.storeSnapshot.settings), result.message));
  };

  api.post(base, { ...guard, schema: { tags, headers: idempotencyHeaders, body: createOrderSchema, response: { 201: orderEnvelopeSchema, ...one } } }, async (request, reply) => {
    const result = await orders.placeOrder(request.identity!.userId, { ...request.body, idempotencyKey: request.headers['idempotency-key'] }, request.storeSnapshot.settings);
    if (!result.ok) return reply.status(result.status).send(fail(result.message));
    return reply.status(result.created ? 201 : 200).send(ok(result.order, ORDER_MESSAGES.placed));
  });

  api.get(base, { ...guard, schema: { tags, querystring: orderListQuerySchema, response: { 200: orderListEnvelopeSchema, ...errors } } }, async (request) => {
    const { orders: data, pagination } = await orders.listOrders(request.identity!.userId, request.query, request.storeSnapshot.settings);
    return { success: true, message: ORDER_MESSAGES.listed, data: { data, pagination }, pagination };
  });

  api.get(`${base}/stats`, { ...guard, schema: { tags, response: { 200: orderStatsEnvelopeSchema, ...errors } } }, async (request) => {
    return ok(await orders.getStats(request.identity!.userId), ORDER_MESSAGES.stats);
  });

  const sendOrder = (reply: FastifyReply, order: Order | null) => (order ? reply.send(ok(order, ORDER_MESSAGES.fetched)) : notFound(reply));

  api.get(`${base}/number/:orderNumber`, { ...guard, schema: { tags, params: orderNumberParamsSchema, response: one } }, async (request, reply) => {
    return sendOrder(reply, await orders.getOrderByNumber(request.identity!.userId, request.params.orderNumber, request.storeSnapshot.settings));
  });

  api.get(`${base}/track/:id`, { ...guard, schema: { tags, params: orderIdParamsSchema, response: { 200: orderTrackingEnvelopeSchema, ...errors } } }, async (request, reply) => {
    const tracking = await orders.trackOwnOrder(request.identity!.userId, request.params.id);
    return tracking ? reply.send(ok(tracking, ORDER_MESSAGES.tracked)) : notFound(reply);
  });

  api.get(`${base}/:id`, { ...guard, schema: { tags, params: orderIdParamsSchema, response: one } }, async (request, reply) => {
    return sendOrder(reply, await orders.getOrder(request.identity!.userId, request.params.id, request.storeSnapshot.settings));
  });

  api.get(`${base}/:id/status-history`, { ...guard, schema: { tags, params: orderIdParamsSchema, response: { 200: statusHistoryEnvelopeSchema, ...errors } } }, async (request, reply) => {
    const history = await orders.getStatusHistory(request.identity!.userId, request.params.id);
    return history ? reply.send(ok(history, ORDER_MESSAGES.history)) : notFound(reply);
  });

  api.post(`${base}/:id/cancel`, { ...guard, schema: { tags, params: orderIdParamsSchema, body: cancelOrderSchema.optional(), response: one } }, async (request, reply) => {
    return sendChange(request, reply, await orders.cancelOrder(request.identity!.userId, request.params.id, request.body?.reason ?? '', request.storeSnapshot.settings));
  });

  api.post(`${base}/:id/return`, { ...guard, schema: { tags, params: orderIdParamsSchema, body: returnOrderSchema, response: one } }, async (request, reply) => {
    return sendChange(request, reply, await orders.returnOrder(request.identity!.userId, request.params.id, request.body.reason, request.body.items, request.storeSnapshot.settings));
  });

  // Staff only (docs/decisions.md): customers hear 403, guests 401, before the body is read.
  api.patch(`${base}/:id/status`, { preValidation: app.requireAdmin, schema: { tags, params: orderIdParamsSchema, body: updateOrderStatusSchema, response: one } }, async (request, reply) => {
    return sendChange(request, reply, await orders.updateStatus(request.params.id, request.body.status, request.body.notes ?? '', request.storeSnapshot.settings));
  });
}
