import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { REQUEST_MESSAGES } from '@aabhushan/shared/schemas/request-messages';
import type { Database } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { fail, ok } from '../../lib/envelope';
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
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
  createdAt: z.string(),
});

/** The outbox holds sign-in codes and reset links: only a client on this machine may read it. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const isLoopback = (address: string) => LOOPBACK.has(address);

async function loopbackOnly(request: FastifyRequest, reply: FastifyReply) {
  // The socket's own address (no trustProxy): a forwarded header cannot fake it.
  if (!isLoopback(request.socket.remoteAddress ?? '')) await reply.status(404).send(fail(REQUEST_MESSAGES.noRoute(request.method, request.url.split('?')[0] ?? '')));
}

/**
 * Development only (never registered in production): the mail the store would have sent
 * without SMTP, so a developer can open verification links, reset links and sign-in codes.
 */
export async function devRoutes(app: FastifyInstance, { db, cipher }: { db: Database; cipher: DataCipher }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/outbox',
    { onRequest: loopbackOnly, schema: { tags: ['development'], querystring: outboxQuerySchema, response: { 200: envelopeSchema(z.array(outboxMessageSchema)), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema } } },
    async (request) => ok(await listOutbox(db, cipher, request.query), 'Development outbox'),
  );
}
