import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { fail } from '../../lib/envelope';
import type { createPaymentWebhook } from './payment-webhook.service';
import { REQUEST_MESSAGES } from '@aabhushan/shared/schemas/request-messages';

const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * POST /api/payments/webhook, no bearer: Razorpay signs the raw bytes, so this plugin (and only
 * it: Fastify scopes a parser to its plugin) keeps the JSON body's text beside the parsed body.
 * The input boundary still checks the parsed body as everywhere else.
 */
export async function paymentWebhookRoutes(app: FastifyInstance, { receive }: { receive: ReturnType<typeof createPaymentWebhook> }) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    rawBodies.set(request, text);
    try {
      done(null, text === '' ? {} : JSON.parse(text));
    } catch {
      done(Object.assign(new Error(REQUEST_MESSAGES.webhookBadBody), { statusCode: 400 }), undefined);
    }
  });

  const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  app.post('/api/payments/webhook', {
    schema: { tags: ['payments'], response: { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema } },
  }, async (request, reply) => {
    const raw = rawBodies.get(request);
    if (raw === undefined) return reply.status(400).send(fail('Invalid webhook body'));
    const outcome = await receive(raw, header(request.headers['x-razorpay-signature']), header(request.headers['x-razorpay-event-id']), request.storeSnapshot.settings);
    if (outcome.status !== 200) return reply.status(outcome.status).send(fail(outcome.message));
    return reply.send({ success: true, message: outcome.message, data: null });
  });
}
