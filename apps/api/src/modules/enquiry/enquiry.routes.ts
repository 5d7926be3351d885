import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { ENQUIRY_MESSAGES, enquiryAnswerSchema, enquiryBodySchema } from '@aabhushan/shared/schemas/enquiry';
import { cookieLanguage } from '../../lib/cookie-language';
import { clientAddressKey } from '../../lib/attempt-limiter';
import { fail, ok } from '../../lib/envelope';
import type { EnquiryService } from './enquiry.service';

/** The contact form (spec B section 7 "Enquiry"): stored, mailed to the store, acknowledged to the sender. */
export async function enquiryRoutes(app: FastifyInstance, { enquiry }: { enquiry: EnquiryService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/public/enquiry',
    {
      schema: {
        tags: ['content'],
        body: enquiryBodySchema,
        response: { 201: envelopeSchema(enquiryAnswerSchema), 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const outcome = await enquiry.submit(request.body, clientAddressKey(request.ip), request.storeSnapshot.settings, cookieLanguage(request));
      if (!outcome.ok) {
        return reply.status(429).send(fail(ENQUIRY_MESSAGES.tooMany(outcome.retryAfterMinutes)));
      }
      return reply.status(201).send(ok(outcome.enquiry, ENQUIRY_MESSAGES.received));
    },
  );
}
