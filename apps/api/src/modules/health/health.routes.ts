import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { RedisLink } from '../../lib/redis/redis-link';
import { fail, ok } from '../../lib/envelope';
import { REQUEST_MESSAGES } from '@aabhushan/shared/schemas/request-messages';

export const DATABASE_UNAVAILABLE = REQUEST_MESSAGES.databaseUnavailable;
export const SHUTTING_DOWN = REQUEST_MESSAGES.shuttingDown;

/**
 * Connectivity check: 200 with the database checked, 503 when it does not
 * answer, and 503 while this instance drains before it stops (plugins/draining.ts).
 */
export async function healthRoutes(app: FastifyInstance, { database, redis }: { database: DatabaseHandle; redis: RedisLink | null }) {
  app.get('/api/v1/health', { schema: { tags: ['health'] } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.draining.active) return reply.status(503).send(fail(SHUTTING_DOWN));
    try {
      await database.ping();
      // Named only when configured; down, this instance still serves (with its own limits), so still 200.
      const shared = redis ? { redis: await redis.state() } : {};
      return ok({ status: 'ok', database: database.kind, ...shared, uptimeSeconds: Math.round(process.uptime()) }, 'Healthy');
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply.status(503).send(fail(DATABASE_UNAVAILABLE));
    }
  });
}
