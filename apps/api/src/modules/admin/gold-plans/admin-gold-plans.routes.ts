import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import {
  ADMIN_GOLD_PLAN_MESSAGES as M,
  adminGoldPlanCashSchema,
  adminGoldPlanCreateSchema,
  adminGoldPlanEnrolmentListEnvelopeSchema,
  adminGoldPlanEnrolmentListQuerySchema,
  adminGoldPlanEnvelopeSchema,
  adminGoldPlansEnvelopeSchema,
  adminGoldPlanUpdateSchema,
  goldPlanEnrolmentEnvelopeSchema,
} from '@aabhushan/shared/schemas/gold-plans';
import { buildPagination } from '@aabhushan/shared/rules/pagination';
import { fail, ok } from '../../../lib/envelope';
import { staffIdOf } from '../staff-identity';
import type { AdminGoldPlanEnrolmentsService } from './admin-gold-plan-enrolments';
import type { AdminGoldPlanOutcome, AdminGoldPlansService } from './admin-gold-plans';

const tags = ['admin'];
const planParams = z.object({ id: z.string().trim().min(1, { error: M.notFound }).max(200, { error: M.notFound }) });
const enrolmentParams = z.object({ id: z.string().trim().min(1, { error: M.enrolmentNotFound }).max(200, { error: M.enrolmentNotFound }) });
const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

function send<T>(reply: FastifyReply, outcome: AdminGoldPlanOutcome<T>) {
  if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
  return reply.status(outcome.created ? 201 : 200).send(ok(outcome.data, outcome.message));
}

/** /api/admin/gold-plans: plans created, changed and deactivated; enrolments listed, one looked up, exported; cash instalments (guarded by admin.module.ts). */
export async function adminGoldPlansRoutes(app: FastifyInstance, { goldPlans, enrolments }: { goldPlans: AdminGoldPlansService; enrolments: AdminGoldPlanEnrolmentsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/gold-plans/enrolments',
    { schema: { tags, querystring: adminGoldPlanEnrolmentListQuerySchema, response: { 200: adminGoldPlanEnrolmentListEnvelopeSchema, 400: errorEnvelopeSchema } } },
    async (request) => {
      const { rows, total } = await enrolments.list(request.query);
      return { ...ok(rows, M.enrolmentsLoaded), pagination: buildPagination(request.query.page, request.query.limit, total) };
    },
  );

  // A file to open in a spreadsheet: every enrolment the filter matches, newest first.
  api.get('/gold-plans/enrolments.csv', { schema: { tags, querystring: adminGoldPlanEnrolmentListQuerySchema.omit({ page: true, limit: true }) } }, async (request, reply) =>
    reply
      .header('content-disposition', 'attachment; filename="aabhushan-gold-plan-enrolments.csv"')
      .type('text/csv; charset=utf-8')
      .send(await enrolments.csv(request.query)),
  );

  api.get('/gold-plans', { schema: { tags, response: { 200: adminGoldPlansEnvelopeSchema } } }, async () => ok(await goldPlans.list(), M.loaded));

  api.get('/gold-plans/:id', { schema: { tags, params: planParams, response: { 200: adminGoldPlanEnvelopeSchema, ...errors } } }, async (request, reply) => {
    const plan = await goldPlans.get(request.params.id);
    return plan ? ok(plan, M.loaded) : reply.status(404).send(fail(M.notFound));
  });

  api.post('/gold-plans', { schema: { tags, body: adminGoldPlanCreateSchema, response: { 201: adminGoldPlanEnvelopeSchema, ...errors } } }, async (request, reply) => {
    const outcome = await goldPlans.create(staffIdOf(request), request.body);
    return send(reply, outcome.ok ? { ...outcome, created: true } : outcome);
  });

  api.patch('/gold-plans/:id', { schema: { tags, params: planParams, body: adminGoldPlanUpdateSchema, response: { 200: adminGoldPlanEnvelopeSchema, ...errors } } }, async (request, reply) => {
    return send(reply, await goldPlans.update(staffIdOf(request), request.params.id, request.body));
  });

  api.get('/gold-plans/enrolments/:id', { schema: { tags, params: enrolmentParams, response: { 200: goldPlanEnrolmentEnvelopeSchema, ...errors } } }, async (request, reply) => {
    const enrolment = await goldPlans.enrolment(request.params.id);
    return enrolment ? ok(enrolment, M.enrolmentLoaded) : reply.status(404).send(fail(M.enrolmentNotFound));
  });

  api.post(
    '/gold-plans/enrolments/:id/cash',
    { schema: { tags, params: enrolmentParams, body: adminGoldPlanCashSchema, response: { 200: goldPlanEnrolmentEnvelopeSchema, 201: goldPlanEnrolmentEnvelopeSchema, ...errors } } },
    async (request, reply) => send(reply, await goldPlans.recordCash(staffIdOf(request), request.params.id, request.body.instalment)),
  );
}
