import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { moveFromWishlistEnvelopeSchema, type Cart } from '@aabhushan/shared/schemas/cart';
import { moveFromWishlistSchema, WISHLIST_MESSAGES } from '@aabhushan/shared/schemas/wishlist';
import { fail } from '../../lib/envelope';
import type { MoveToCartService } from '../wishlist/move-to-cart.service';
import type { CartCustomer } from './cart-reader';
import { cartCustomer, cartEnvelope } from './cart.routes';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * POST /api/v1/cart/move-from-wishlist {wishlistItemId, quantity}: the piece goes into the cart
 * and leaves the wishlist in one transaction. Answers `success, cart` (spec A section 7), and
 * the cart in `data` like every cart answer. A refusal by the cart keeps the item in the wishlist.
 */
export async function moveFromWishlistRoutes(app: FastifyInstance, { move }: { move: MoveToCartService<Cart, CartCustomer> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/v1/cart/move-from-wishlist',
    { preValidation: app.requireUser, schema: { tags: ['cart'], body: moveFromWishlistSchema, response: { 200: moveFromWishlistEnvelopeSchema, ...errors } } },
    async (request, reply) => {
      const result = await move.moveToCart(cartCustomer(request), request.body);
      if (result.kind === 'not-in-wishlist') return reply.status(404).send(fail(WISHLIST_MESSAGES.notInWishlist));
      if (result.kind === 'refused') return reply.status(result.status).send(fail(result.message));
      return { ...cartEnvelope(result.cart, WISHLIST_MESSAGES.movedToCart), cart: result.cart };
    },
  );
}
