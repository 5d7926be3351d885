import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import {
  PAYMENT_MESSAGES as M,
  cancelPaymentSchema,
  codPaymentSchema,
  createPaymentOrderSchema,
  paymentEnvelopeSchema,
  paymentHistoryEnvelopeSchema,
  paymentHistoryQuerySchema,
  paymentIdParamsSchema,
  paymentMethodsEnvelopeSchema,
  paymentMethodsQuerySchema,
  paymentOrderEnvelopeSchema,
  paymentResultEnvelopeSchema,
  paymentStatusEnvelopeSchema,
  refundPaymentSchema,
  testGatewayPaidEnvelopeSchema,
  testGatewayPaySchema,
  verifyPaymentSchema,
} from '@aabhushan/shared/schemas/payments';
import { fail } from '../../lib/envelope';
import type { Outcome } from './payment-outcome';
import type { PaymentsService } from './payments.service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema, 502: errorEnvelopeSchema };

function send<T>(reply: FastifyReply, outcome: Outcome<T>) {
  if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
  return reply.send({ success: true, message: outcome.message, data: outcome.data });
}

/** /api/payments (spec B section 7): every call needs a bearer token; refunds are staff only. */
export async function paymentsRoutes(app: FastifyInstance, { payments }: { payments: PaymentsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const guard = { preValidation: app.requireUser };
  const base = '/api/payments';
  const userId = (request: { identity: { userId: string } | null }) => request.identity!.userId;

  api.get(`${base}/methods`, { ...guard, schema: { tags, querystring: paymentMethodsQuerySchema, response: { 200: paymentMethodsEnvelopeSchema, ...errors } } }, async (request, reply) => {
    return send(reply, await payments.methods(userId(request), request.query, request.storeSnapshot.settings));
  });

  api.post(`${base}/create-order`, { ...guard, schema: { tags, body: createPaymentOrderSchema, response: { 200: paymentOrderEnvelopeSchema, ...errors } } }, async (request, reply) => {
    return send(reply, await payments.createOrder(userId(request), request.body));
  });

  api.post(`${base}/verify`, { ...guard, schema: { tags, body: verifyPaymentSchema, response: { 200: paymentResultEnvelopeSchema, ...errors } } }, async (request, reply) => {
    return send(reply, await payments.verify(userId(request), request.body, request.storeSnapshot.settings));
  });

  api.post(`${base}/cod`, { ...guard, schema: { tags, body: codPaymentSchema, response: { 200: paymentResultEnvelopeSchema, ...errors } } }, async (request, reply) => {
    return send(reply, await payments.cod(userId(request), request.body.order_id, request.storeSnapshot.settings));
  });

  api.post(`${base}/test-gateway/pay`, { ...guard, schema: { tags, body: testGatewayPaySchema, response: { 200: testGatewayPaidEnvelopeSchema, 402: errorEnvelopeSchema, ...errors } } }, async (request, reply) => {
    return send(reply, await payments.testGatewayPay(userId(request), request.body.razorpay_order_id, request.body.outcome));
  });

  api.get(`${base}/history`, { ...guard, schema: { tags, querystring: paymentHistoryQuerySchema, response: { 200: paymentHistoryEnvelopeSchema, ...errors } } }, async (request) => {
    const { data, pagination } = await payments.history(userId(request), request.query.page, request.query.limit);
    return { success: true, message: M.historyLoaded, data, pagination };
  });

  api.get(`${base}/status/:id`, { ...guard, schema: { tags, params: paymentIdParamsSchema, response: { 200: paymentStatusEnvelopeSchema, ...errors } } }, async (request, reply) => {
    const outcome = await payments.get(userId(request), request.params.id);
    if (!outcome.ok) return send(reply, outcome);
    return reply.send({ success: true, message: M.loaded, data: { paymentId: outcome.data.id, orderId: outcome.data.orderId, status: outcome.data.status } });
  });

  api.post(`${base}/cancel`, { ...guard, schema: { tags, body: cancelPaymentSchema, response: { 200: paymentEnvelopeSchema, ...errors } } }, async (request, reply) => {
    return send(reply, await payments.cancel(userId(request), request.body.payment_id, request.body.reason));
  });

  api.post(`${base}/refund`, { preValidation: app.requireAdmin, schema: { tags, body: refundPaymentSchema, response: { 200: paymentEnvelopeSchema, ...errors } } }, async (request, reply) => {
    return send(reply, await payments.refund(request.body.payment_id, request.body.amount, request.body.reason));
  });

  // Last: the static paths above win over the parameter.
  api.get(`${base}/:id`, { ...guard, schema: { tags, params: paymentIdParamsSchema, response: { 200: paymentEnvelopeSchema, ...errors } } }, async (request, reply) => {
    return send(reply, await payments.get(userId(request), request.params.id));
  });
}
