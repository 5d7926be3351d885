import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDashboardSchema } from '@aabhushan/shared/schemas/admin-dashboard';
import { envelopeSchema } from '@aabhushan/shared/schemas/common';
import type { Database } from '../../../db/client';
import { ok } from '../../../lib/envelope';
import { readDashboard } from './admin-dashboard';

/** GET /api/admin/dashboard: sales, orders by status, low stock and best sellers (guarded by admin.module.ts). */
export async function adminDashboardRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get('/dashboard', { schema: { tags: ['admin'], response: { 200: envelopeSchema(adminDashboardSchema) } } }, async () =>
    ok(await readDashboard(db)),
  );
}
