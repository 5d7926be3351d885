import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import type { Database } from '../../db/client';
import { ok } from '../../lib/envelope';
import { listOutbox } from './outbox.repository';

const outboxQuerySchema = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number({ error: 'limit must be a whole number from 1 to 200' }).int().min(1).max(200, { error: 'limit must be a whole number from 1 to 200' }).default(50),
});

const outboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});

/**
 * Development only (never registered in production): the mail the store would have sent
 * without SMTP, so a developer can open verification links, reset links and sign-in codes.
 */
export async function devRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/outbox',
    { schema: { tags: ['development'], querystring: outboxQuerySchema, response: { 200: envelopeSchema(z.array(outboxMessageSchema)), 400: errorEnvelopeSchema } } },
    async (request) => ok(await listOutbox(db, request.query), 'Development outbox'),
  );
}
