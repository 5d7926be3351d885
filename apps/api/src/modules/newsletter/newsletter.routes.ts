import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { NEWSLETTER_MESSAGES, newsletterAnswerSchema, newsletterSubscribeSchema } from '@aabhushan/shared/schemas/newsletter';
import { clientAddressKey } from '../../lib/attempt-limiter';
import { ok } from '../../lib/envelope';
import type { NewsletterService } from './newsletter.service';

/** Attempts per address per minute; enough for a double click, not for a flood of mail. */
export const NEWSLETTER_ATTEMPTS_PER_MINUTE = 10;

/**
 * Per client address (IPv6 per /64), not per e-mail: one client must not flood many inboxes
 * with confirmation mail by varying the address it subscribes.
 */
function addressKey(request: FastifyRequest): string {
  return `newsletter:${clientAddressKey(request.ip)}`;
}

/** The newsletter box of the home and offer pages (docs/decisions.md: newsletter boxes subscribe). */
export async function newsletterRoutes(app: FastifyInstance, { newsletter }: { newsletter: NewsletterService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/public/newsletter',
    {
      config: {
        rateLimit: {
          max: NEWSLETTER_ATTEMPTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: addressKey,
          errorResponseBuilder: () => Object.assign(new Error(NEWSLETTER_MESSAGES.tooMany), { statusCode: 429 }),
        },
      },
      schema: {
        tags: ['content'],
        body: newsletterSubscribeSchema,
        response: { 200: envelopeSchema(newsletterAnswerSchema), 201: envelopeSchema(newsletterAnswerSchema), 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const { created } = await newsletter.subscribe(email);
      const data = { email, subscribed: true as const };
      return created
        ? reply.status(201).send(ok(data, NEWSLETTER_MESSAGES.subscribed))
        : reply.status(200).send(ok(data, NEWSLETTER_MESSAGES.alreadySubscribed));
    },
  );
}
