import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, envelopeSchema } from '@aabhushan/shared/schemas/common';
import {
  PHONE_CONFIRMATION_MESSAGES as M,
  confirmPhoneBodySchema,
  phoneCodeSentSchema,
  phoneConfirmationQuerySchema,
  phoneConfirmationSchema,
  sendPhoneCodeBodySchema,
} from '@aabhushan/shared/schemas/phone-confirmation';
import { ok } from '../../lib/envelope';
import { sendFailure } from '../auth/outcome';
import type { PhoneConfirmationService } from './phone-confirmation.service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema, 503: errorEnvelopeSchema };

/** The signed-in customer confirms a delivery phone before a cash-on-delivery order above the store's set value. */
export async function phoneConfirmationRoutes(app: FastifyInstance, { phones }: { phones: PhoneConfirmationService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const guard = { preValidation: app.requireUser };

  api.get(
    '/api/phone-confirmations',
    { ...guard, schema: { tags, querystring: phoneConfirmationQuerySchema, response: { 200: envelopeSchema(phoneConfirmationSchema), ...errors } } },
    async (request, reply) => {
      const outcome = await phones.status(request.identity!.userId, request.query.addressId, request.storeSnapshot.settings);
      return outcome.ok ? ok(outcome.value, M.status) : sendFailure(reply, outcome);
    },
  );

  api.post(
    '/api/phone-confirmations/send',
    { ...guard, schema: { tags, body: sendPhoneCodeBodySchema, response: { 200: envelopeSchema(phoneCodeSentSchema), ...errors } } },
    async (request, reply) => {
      const outcome = await phones.sendCode(request.identity!.userId, request.body.addressId);
      return outcome.ok ? ok(outcome.value, M.sent) : sendFailure(reply, outcome);
    },
  );

  api.post(
    '/api/phone-confirmations/confirm',
    { ...guard, schema: { tags, body: confirmPhoneBodySchema, response: { 200: envelopeSchema(phoneConfirmationSchema), ...errors } } },
    async (request, reply) => {
      const outcome = await phones.confirm(request.identity!.userId, request.body.addressId, request.body.code, request.storeSnapshot.settings);
      return outcome.ok ? ok(outcome.value, M.confirmed) : sendFailure(reply, outcome);
    },
  );
}
