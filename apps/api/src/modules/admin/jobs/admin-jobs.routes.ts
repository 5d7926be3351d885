import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildPagination } from '@aabhushan/shared/rules/pagination';
import { ADMIN_JOB_MESSAGES as M, adminJobListQuerySchema, adminJobSchema } from '@aabhushan/shared/schemas/admin-jobs';
import { envelopeSchema, errorEnvelopeSchema, listEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { fail, ok } from '../../../lib/envelope';
import { staffIdOf } from '../staff-identity';
import type { AdminJobsService } from './admin-jobs';

const tags = ['admin'];
const idParams = z.object({ id: z.string().trim().min(1, { error: M.notFound }).max(200, { error: M.notFound }) });

/** GET /api/admin/jobs?status=failed and POST /api/admin/jobs/{id}/retry (guarded by admin.module.ts). */
export async function adminJobsRoutes(app: FastifyInstance, { jobs }: { jobs: AdminJobsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/jobs', { schema: { tags, querystring: adminJobListQuerySchema, response: { 200: listEnvelopeSchema(adminJobSchema) } } }, async (request) => {
    const { jobs: rows, total } = await jobs.list(request.query);
    return { ...ok(rows, M.loaded), pagination: buildPagination(request.query.page, request.query.limit, total) };
  });

  api.post(
    '/jobs/:id/retry',
    { schema: { tags, params: idParams, response: { 200: envelopeSchema(adminJobSchema), 404: errorEnvelopeSchema, 409: errorEnvelopeSchema } } },
    async (request, reply) => {
      const outcome = await jobs.retry(staffIdOf(request), request.params.id);
      return outcome.ok ? ok(outcome.job, M.retried) : reply.status(outcome.status).send(fail(outcome.message));
    },
  );
}
