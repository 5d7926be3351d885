import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import {
  WISHLIST_MESSAGES,
  wishlistAddSchema,
  wishlistEnvelopeSchema,
  wishlistGetEnvelopeSchema,
  wishlistProductParamsSchema,
  wishlistTestEnvelopeSchema,
} from '@aabhushan/shared/schemas/wishlist';
import { fail, ok } from '../../lib/envelope';
import type { WishlistService } from './wishlist.service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/** The signed-in customer's wishlist (spec B section 7); every call needs a bearer token. */
export async function wishlistRoutes(app: FastifyInstance, { wishlist }: { wishlist: WishlistService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wishlist'];
  // Before validation, so a signed-out shopper hears "sign in" rather than about the payload.
  const guard = { preValidation: app.requireUser };

  api.get('/api/wishlist', { ...guard, schema: { tags, response: { 200: wishlistGetEnvelopeSchema, ...errors } } }, async (request) => {
    const data = await wishlist.getWishlist(request.identity!.userId);
    // The spec's client reads the wishlist from `message`; `data` carries it too.
    return { success: true, message: data, data };
  });

  api.post('/api/wishlist/add', { ...guard, schema: { tags, body: wishlistAddSchema, response: { 201: wishlistEnvelopeSchema, ...errors } } }, async (request, reply) => {
    const result = await wishlist.addItem(request.identity!.userId, request.body);
    if (result.kind === 'product-not-found') return reply.status(404).send(fail(WISHLIST_MESSAGES.productNotFound));
    if (result.kind === 'duplicate') return reply.status(409).send(fail(WISHLIST_MESSAGES.duplicate));
    return reply.status(201).send(ok(result.wishlist, WISHLIST_MESSAGES.added));
  });

  api.delete(
    '/api/wishlist/remove/:productId',
    { ...guard, schema: { tags, params: wishlistProductParamsSchema, response: { 200: wishlistEnvelopeSchema, ...errors } } },
    async (request, reply) => {
      const result = await wishlist.removeItem(request.identity!.userId, request.params.productId);
      if (result.kind === 'not-in-wishlist') return reply.status(404).send(fail(WISHLIST_MESSAGES.notInWishlist));
      return ok(result.wishlist, WISHLIST_MESSAGES.removed);
    },
  );

  api.delete('/api/wishlist/clear', { ...guard, schema: { tags, response: { 200: wishlistEnvelopeSchema, ...errors } } }, async (request) => {
    return ok(await wishlist.clear(request.identity!.userId), WISHLIST_MESSAGES.cleared);
  });

  api.get('/api/wishlist/test', { ...guard, schema: { tags, response: { 200: wishlistTestEnvelopeSchema, ...errors } } }, async () => {
    return ok({ ok: true, time: new Date().toISOString() }, WISHLIST_MESSAGES.connected);
  });
}
