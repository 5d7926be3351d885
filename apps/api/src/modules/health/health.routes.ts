import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { fail, ok } from '../../lib/envelope';
import { REQUEST_MESSAGES } from '@aabhushan/shared/schemas/request-messages';

export const DATABASE_UNAVAILABLE = REQUEST_MESSAGES.databaseUnavailable;

/** Connectivity check (spec A section 7): 200 with the database checked, 503 when it does not answer. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  app.get('/api/v1/health', { schema: { tags: ['health'] } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await database.ping();
      return ok({ status: 'ok', database: database.kind, uptimeSeconds: Math.round(process.uptime()) }, 'Healthy');
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply.status(503).send(fail(DATABASE_UNAVAILABLE));
    }
  });
}
