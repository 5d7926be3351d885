import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { OLD_GOLD_MESSAGES, oldGoldEstimateBodySchema, oldGoldEstimateEnvelopeSchema } from '@aabhushan/shared/schemas/old-gold';
import { clientAddressKey } from '../../lib/attempt-limiter';
import { fail, ok } from '../../lib/envelope';
import { oldGoldEstimateOf } from './old-gold-estimate';

export const OLD_GOLD_ESTIMATE_PATH = '/api/public/old-gold/estimate';
/** Estimates per client address per minute: far more than a shopper trying weights and purities. */
export const OLD_GOLD_ESTIMATES_PER_MINUTE = 60;

const addressKey = (request: FastifyRequest) => `old-gold:${clientAddressKey(request.ip)}`;

/**
 * The old-gold estimate of /old-gold: public, worked out from the request's snapshot of the day's
 * rates and the store settings. A POST, so the public answer cache never keeps one.
 */
export async function oldGoldRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    OLD_GOLD_ESTIMATE_PATH,
    {
      config: {
        rateLimit: {
          max: OLD_GOLD_ESTIMATES_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: addressKey,
          errorResponseBuilder: () => Object.assign(new Error(OLD_GOLD_MESSAGES.tooMany), { statusCode: 429 }),
        },
      },
      schema: {
        tags: ['old-gold'],
        body: oldGoldEstimateBodySchema,
        response: { 200: oldGoldEstimateEnvelopeSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const estimate = oldGoldEstimateOf(request.body, request.storeSnapshot);
      return estimate ? ok(estimate, 'Old-gold estimate') : reply.status(400).send(fail(OLD_GOLD_MESSAGES.noRate));
    },
  );
}
