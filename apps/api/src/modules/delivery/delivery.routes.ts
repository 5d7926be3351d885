import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { deliveryCheckEnvelopeSchema, deliveryCheckParamsSchema, deliveryCheckQuerySchema } from '@aabhushan/shared/schemas/delivery';
import { ok } from '../../lib/envelope';
import { checkDelivery } from './delivery-check';

/** GET /api/delivery/check/{pin}: public; a PIN that cannot be read gets the spec's fallback, never an error. */
export async function deliveryRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/delivery/check/:pin',
    {
      schema: {
        tags: ['delivery'],
        params: deliveryCheckParamsSchema,
        querystring: deliveryCheckQuerySchema,
        response: { 200: deliveryCheckEnvelopeSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      // The answer depends only on the PIN and amount, and the directory changes with a release.
      reply.header('cache-control', 'public, max-age=3600');
      const check = checkDelivery(request.params.pin, request.query.amount, request.storeSnapshot.settings);
      return ok(check, check.message);
    },
  );
}
