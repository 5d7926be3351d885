import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { ORDER_MESSAGES, guestTrackSchema, orderTrackingEnvelopeSchema } from '@aabhushan/shared/schemas/orders';
import { clientAddressKey } from '../../lib/attempt-limiter';
import { fail, ok } from '../../lib/envelope';
import type { OrdersService } from './orders.service';
import { REQUEST_MESSAGES } from '@aabhushan/shared/schemas/request-messages';

/** Guesses per client address per minute: plenty for a shopper mistyping, too few to walk order numbers. */
export const TRACK_ATTEMPTS_PER_MINUTE = 10;
export const TRACK_TOO_MANY = REQUEST_MESSAGES.trackTooMany;

const addressKey = (request: FastifyRequest) => `order-track:${clientAddressKey(request.ip)}`;

/**
 * Guest tracking for /track-order (docs/decisions.md): the order number and the e-mail or
 * phone number used. A wrong pair and an unknown number answer the same 404, so the endpoint
 * cannot tell anyone which numbers exist; the rate limit bounds guessing.
 */
export async function orderTrackingRoutes(app: FastifyInstance, { orders }: { orders: OrdersService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/orders/track',
    {
      config: {
        rateLimit: {
          max: TRACK_ATTEMPTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: addressKey,
          errorResponseBuilder: () => Object.assign(new Error(TRACK_TOO_MANY), { statusCode: 429 }),
        },
      },
      schema: {
        tags: ['orders'],
        body: guestTrackSchema,
        response: { 200: orderTrackingEnvelopeSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const tracking = await orders.trackAsGuest(request.body.orderNumber, request.body.contact);
      return tracking ? reply.send(ok(tracking, ORDER_MESSAGES.tracked)) : reply.status(404).send(fail(ORDER_MESSAGES.notFound));
    },
  );
}
