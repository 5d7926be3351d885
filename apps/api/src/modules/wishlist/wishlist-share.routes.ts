import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import {
  WISHLIST_SHARE_MESSAGES,
  sharedWishlistEnvelopeSchema,
  sharedWishlistParamsSchema,
  wishlistShareEnvelopeSchema,
  wishlistShareStoppedEnvelopeSchema,
} from '@aabhushan/shared/schemas/wishlist-share';
import { fail, ok } from '../../lib/envelope';
import type { WishlistShareService } from './wishlist-share.service';

/** The shared page is for the people the owner sent it to: never in a search engine. */
const NOT_INDEXED = 'noindex, nofollow';

/**
 * The owner's share link (signed in) and the shared wishlist it opens (anyone with the link).
 * The shared answer counts a view and names the owner, so it is never cached: its path is one of
 * the private paths (plugins/private-answers.ts), which the public cache also leaves alone.
 */
export async function wishlistShareRoutes(app: FastifyInstance, { share }: { share: WishlistShareService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wishlist'];
  const guard = { preValidation: app.requireUser };
  const errors = { 401: errorEnvelopeSchema };

  api.post('/api/wishlist/share', { ...guard, schema: { tags, response: { 200: wishlistShareEnvelopeSchema, ...errors } } }, async (request) => {
    return ok(await share.share(request.identity!.userId), WISHLIST_SHARE_MESSAGES.shared);
  });

  api.delete('/api/wishlist/share', { ...guard, schema: { tags, response: { 200: wishlistShareStoppedEnvelopeSchema, ...errors } } }, async (request) => {
    await share.stopSharing(request.identity!.userId);
    return ok(null, WISHLIST_SHARE_MESSAGES.stopped);
  });

  api.get(
    '/api/public/wishlist/shared/:token',
    { schema: { tags, params: sharedWishlistParamsSchema, response: { 200: sharedWishlistEnvelopeSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema } } },
    async (request, reply) => {
      reply.header('x-robots-tag', NOT_INDEXED);
      const shared = await share.openShared(request.params.token);
      if (!shared) return reply.status(404).send(fail(WISHLIST_SHARE_MESSAGES.sharedNotFound));
      return ok(shared, WISHLIST_SHARE_MESSAGES.sharedLoaded);
    },
  );
}
