import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildPagination } from '@aabhushan/shared/rules/pagination';
import { auditEventSchema, auditQuerySchema, changedFields, type AuditEvent } from '@aabhushan/shared/schemas/admin-audit';
import { listEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import type { Database } from '../../db/client';
import { auditEvents, users } from '../../db/schema/index';
import { ok } from '../../lib/envelope';

/** GET /api/admin/audit: the changes staff made to one record, newest first, with the fields each touched (guarded by admin.module.ts). */
export async function adminAuditRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/audit',
    { schema: { tags: ['admin'], querystring: auditQuerySchema, response: { 200: listEnvelopeSchema(auditEventSchema) } } },
    async (request) => {
      const { entityType, entityId, page, limit } = request.query;
      const where = and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, entityId));
      const [rows, [counted]] = await Promise.all([
        db
          .select({ event: auditEvents, actorName: users.name })
          .from(auditEvents)
          .innerJoin(users, eq(users.id, auditEvents.actorId))
          .where(where)
          .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(auditEvents).where(where),
      ]);
      const events: AuditEvent[] = rows.map(({ event, actorName }) => ({
        id: event.id,
        action: event.action,
        actor: { id: event.actorId, name: actorName },
        createdAt: event.createdAt.toISOString(),
        changes: changedFields(event.before, event.after),
      }));
      return { ...ok(events), pagination: buildPagination(page, limit, counted?.total ?? 0) };
    },
  );
}
