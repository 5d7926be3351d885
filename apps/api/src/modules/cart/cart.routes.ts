import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import {
  CART_MESSAGES,
  cartAddSchema,
  cartEnvelopeSchema,
  cartItemParamsSchema,
  cartItemUpdateSchema,
  couponApplySchema,
  couponCodeParamsSchema,
  type Cart,
} from '@aabhushan/shared/schemas/cart';
import { fail } from '../../lib/envelope';
import type { CouponAttempts } from '../coupons/coupon-attempts';
import type { CartCustomer } from './cart-reader';
import type { CartOutcome, CartService } from './cart.service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const response = { 200: cartEnvelopeSchema, ...errors };

/** The envelope of a cart answer: a notice (a coupon dropped) is the message the shopper should hear. */
export function cartEnvelope(cart: Cart, message: string) {
  return { success: true, message: cart.notices.length > 0 ? cart.notices.join(' ') : message, data: cart };
}

/** The signed-in customer and the store settings their request works from. */
export function cartCustomer(request: FastifyRequest): CartCustomer {
  return { userId: request.identity!.userId, settings: request.storeSnapshot.settings };
}

export function sendOutcome(reply: FastifyReply, outcome: CartOutcome) {
  if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
  return reply.send(cartEnvelope(outcome.cart, outcome.message));
}

/** The signed-in customer's cart (spec A section 7, base /api/v1/cart); every call needs a bearer token. */
export async function cartRoutes(app: FastifyInstance, { cart, couponAttempts }: { cart: CartService; couponAttempts: CouponAttempts }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];
  // Before validation, so a signed-out shopper hears "sign in" rather than about the payload.
  const guard = { preValidation: app.requireUser };
  const base = '/api/v1/cart';

  api.get(base, { ...guard, schema: { tags, response } }, async (request) => {
    return cartEnvelope(await cart.getCart(cartCustomer(request)), CART_MESSAGES.loaded);
  });

  api.post(`${base}/add`, { ...guard, schema: { tags, body: cartAddSchema, response } }, async (request, reply) => {
    return sendOutcome(reply, await cart.addItem(cartCustomer(request), request.body));
  });

  api.put(`${base}/items/:id`, { ...guard, schema: { tags, params: cartItemParamsSchema, body: cartItemUpdateSchema, response } }, async (request, reply) => {
    return sendOutcome(reply, await cart.updateItem(cartCustomer(request), request.params.id, request.body));
  });

  api.delete(`${base}/items/:id`, { ...guard, schema: { tags, params: cartItemParamsSchema, response } }, async (request, reply) => {
    return sendOutcome(reply, await cart.removeItem(cartCustomer(request), request.params.id));
  });

  api.delete(`${base}/clear`, { ...guard, schema: { tags, response } }, async (request, reply) => {
    return sendOutcome(reply, await cart.clear(cartCustomer(request)));
  });

  api.post(`${base}/coupons/apply`, { ...guard, schema: { tags, body: couponApplySchema, response: { ...response, 429: errorEnvelopeSchema } } }, async (request, reply) => {
    const userId = request.identity!.userId;
    const refusal = await couponAttempts.take(userId, request.ip);
    if (refusal) return reply.status(429).send(fail(refusal));
    const outcome = await cart.applyCoupon(cartCustomer(request), request.body.couponCode);
    if (outcome.ok) await couponAttempts.succeeded(userId, request.ip);
    return sendOutcome(reply, outcome);
  });

  // The static path wins over the parameter: /coupons/remove takes off whatever coupon is applied.
  api.delete(`${base}/coupons/remove`, { ...guard, schema: { tags, response } }, async (request, reply) => {
    return sendOutcome(reply, await cart.removeCoupon(cartCustomer(request)));
  });

  api.delete(`${base}/coupons/:code`, { ...guard, schema: { tags, params: couponCodeParamsSchema, response } }, async (request, reply) => {
    return sendOutcome(reply, await cart.removeCoupon(cartCustomer(request), request.params.code));
  });
}
