import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import {
  GOLD_PLAN_MESSAGES as M,
  enrolGoldPlanSchema,
  goldPlanEnrolmentEnvelopeSchema,
  goldPlanEnrolmentsEnvelopeSchema,
  goldPlanIdParamsSchema,
  goldPlanPaymentOrderEnvelopeSchema,
  publicGoldPlansEnvelopeSchema,
} from '@aabhushan/shared/schemas/gold-plans';
import { cookieLanguage } from '../../lib/cookie-language';
import { fail, ok } from '../../lib/envelope';
import type { Outcome } from '../payments/payment-outcome';
import type { GoldPlansService } from './gold-plans.service';

/** The active plans, a public answer (cached; staff's changes drop it). */
export const GOLD_PLANS_API_PATH = '/api/public/gold-plans';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema, 502: errorEnvelopeSchema };

function send<T>(reply: FastifyReply, outcome: Outcome<T>, status = 200) {
  if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
  return reply.status(status).send(ok(outcome.data, outcome.message));
}

/** The monthly gold plan: the plans for everyone; enrolment, instalments and early closure for a signed-in customer. */
export async function goldPlansRoutes(app: FastifyInstance, { goldPlans }: { goldPlans: GoldPlansService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['gold-plans'];
  const guard = { preValidation: app.requireUser };
  const userId = (request: { identity: { userId: string } | null }) => request.identity!.userId;

  api.get(GOLD_PLANS_API_PATH, { schema: { tags, response: { 200: publicGoldPlansEnvelopeSchema } } }, async () => ok(await goldPlans.listPlans(), M.plansLoaded));

  api.post('/api/gold-plans/enrol', { ...guard, schema: { tags, body: enrolGoldPlanSchema, response: { 201: goldPlanEnrolmentEnvelopeSchema, ...errors } } }, async (request, reply) => {
    // The storefront's language (its cookie) is the one the plan's mails are written in.
    return send(reply, await goldPlans.enrol(userId(request), request.body, cookieLanguage(request)), 201);
  });

  api.get('/api/gold-plans/mine', { ...guard, schema: { tags, response: { 200: goldPlanEnrolmentsEnvelopeSchema, ...errors } } }, async (request) => {
    return ok(await goldPlans.mine(userId(request)), M.enrolmentsLoaded);
  });

  api.get('/api/gold-plans/:id', { ...guard, schema: { tags, params: goldPlanIdParamsSchema, response: { 200: goldPlanEnrolmentEnvelopeSchema, ...errors } } }, async (request, reply) => {
    return send(reply, await goldPlans.get(userId(request), request.params.id));
  });

  api.post('/api/gold-plans/:id/pay', { ...guard, schema: { tags, params: goldPlanIdParamsSchema, response: { 200: goldPlanPaymentOrderEnvelopeSchema, ...errors } } }, async (request, reply) => {
    return send(reply, await goldPlans.pay(userId(request), request.params.id));
  });

  api.post('/api/gold-plans/:id/close', { ...guard, schema: { tags, params: goldPlanIdParamsSchema, response: { 200: goldPlanEnrolmentEnvelopeSchema, ...errors } } }, async (request, reply) => {
    return send(reply, await goldPlans.close(userId(request), request.params.id));
  });
}
