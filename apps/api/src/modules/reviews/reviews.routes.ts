import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import {
  productReviewParamsSchema,
  REVIEW_MESSAGES,
  reviewCreatedEnvelopeSchema,
  reviewCreateSchema,
  reviewEligibilityEnvelopeSchema,
  reviewListEnvelopeSchema,
  reviewListQuerySchema,
} from '@aabhushan/shared/schemas/reviews';
import { fail, ok } from '../../lib/envelope';
import { FORBIDDEN_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '../../plugins/auth';
import type { ReviewsService } from './reviews.service';
import { REQUEST_MESSAGES } from '@aabhushan/shared/schemas/request-messages';

export const PRODUCT_NOT_FOUND = REQUEST_MESSAGES.productNotFound;

/** Product reviews: the public list (spec B section 7, cached) and posting by a signed-in customer. */
export async function reviewsRoutes(app: FastifyInstance, { reviews }: { reviews: ReviewsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reviews'];

  api.get(
    '/api/public/product/:id/reviews',
    { schema: { tags, params: productReviewParamsSchema, querystring: reviewListQuerySchema, response: { 200: reviewListEnvelopeSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema } } },
    async (request, reply) => {
      const result = await reviews.listReviews(request.params.id, request.query);
      if (!result) return reply.status(404).send(fail(PRODUCT_NOT_FOUND));
      return { ...ok(result.items, 'Reviews loaded'), pagination: result.pagination, summary: result.summary };
    },
  );

  api.get(
    '/api/product/:id/reviews/eligibility',
    {
      preValidation: app.requireUser,
      schema: { tags, params: productReviewParamsSchema, response: { 200: reviewEligibilityEnvelopeSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema } },
    },
    async (request, reply) => {
      const identity = request.identity!;
      const found = await reviews.getEligibility(request.params.id, identity.userId);
      if (!found) return reply.status(404).send(fail(PRODUCT_NOT_FOUND));
      // Staff do not post reviews (below): they hear what a customer without the piece hears.
      const eligibility = identity.roleType === 'customer' ? found : { canReview: false, status: 'purchase-required' as const };
      const messages = { eligible: REVIEW_MESSAGES.canReview, 'purchase-required': REVIEW_MESSAGES.notPurchased, 'already-reviewed': REVIEW_MESSAGES.duplicate };
      return ok(eligibility, messages[eligibility.status]);
    },
  );

  api.post(
    '/api/product/:id/reviews',
    {
      // Before validation, so a signed-out shopper hears "sign in" rather than about the form.
      preValidation: app.requireUser,
      schema: {
        tags,
        params: productReviewParamsSchema,
        body: reviewCreateSchema,
        response: { 201: reviewCreatedEnvelopeSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const identity = request.identity!;
      // Reviews are the shoppers' voice; staff accounts do not post them.
      if (identity.roleType !== 'customer') return reply.status(403).send(fail(FORBIDDEN_MESSAGE));
      const result = await reviews.postReview(request.params.id, identity.userId, request.body);
      switch (result.kind) {
        case 'product-not-found':
          return reply.status(404).send(fail(PRODUCT_NOT_FOUND));
        case 'user-not-found':
          return reply.status(401).send(fail(SIGN_IN_REQUIRED_MESSAGE));
        case 'duplicate':
          return reply.status(409).send(fail(REVIEW_MESSAGES.duplicate));
        case 'purchase-required':
          return reply.status(403).send(fail(REVIEW_MESSAGES.notPurchased));
        case 'posted':
          // The product's rating shows in every cached product answer: drop them all, on every instance.
          app.answerDrops.drop({ kind: 'everything' });
          return reply.status(201).send(ok(result.review, REVIEW_MESSAGES.posted));
      }
    },
  );
}
