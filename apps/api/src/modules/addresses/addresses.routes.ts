import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import {
  ADDRESS_MESSAGES,
  addressEnvelopeSchema,
  addressIdParamsSchema,
  addressInputSchema,
  addressListEnvelopeSchema,
  addressUpdateSchema,
} from '@aabhushan/shared/schemas/address';
import { z } from 'zod';
import { fail, ok } from '../../lib/envelope';
import type { AddressOutcome, AddressService } from './addresses.service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const one = { 200: addressEnvelopeSchema, ...errors };

function send(reply: FastifyReply, outcome: AddressOutcome, status = 200) {
  if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
  return reply.status(status).send(ok(outcome.address, outcome.message));
}

/** The signed-in customer's saved addresses (spec B section 7); every call needs a bearer token. */
export async function addressesRoutes(app: FastifyInstance, { addresses }: { addresses: AddressService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['addresses'];
  // Before validation, so a signed-out shopper hears "sign in" rather than about the payload.
  const guard = { preValidation: app.requireUser };

  api.get('/api/address', { ...guard, schema: { tags, response: { 200: addressListEnvelopeSchema, ...errors } } }, async (request) => {
    return ok(await addresses.list(request.identity!.userId), ADDRESS_MESSAGES.loaded);
  });

  api.post('/api/address', { ...guard, schema: { tags, body: addressInputSchema, response: { 201: addressEnvelopeSchema, ...errors } } }, async (request, reply) => {
    return send(reply, await addresses.create(request.identity!.userId, request.body), 201);
  });

  api.get('/api/address/:id', { ...guard, schema: { tags, params: addressIdParamsSchema, response: one } }, async (request, reply) => {
    const address = await addresses.getOwnedAddress(request.identity!.userId, request.params.id);
    return address ? ok(address, ADDRESS_MESSAGES.found) : reply.status(404).send(fail(ADDRESS_MESSAGES.notFound));
  });

  api.put('/api/address/:id', { ...guard, schema: { tags, params: addressIdParamsSchema, body: addressUpdateSchema, response: one } }, async (request, reply) => {
    return send(reply, await addresses.update(request.identity!.userId, request.params.id, request.body));
  });

  api.delete(
    '/api/address/:id',
    { ...guard, schema: { tags, params: addressIdParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } } },
    async (request, reply) => {
      const outcome = await addresses.remove(request.identity!.userId, request.params.id);
      if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
      return ok(null, outcome.message);
    },
  );

  api.patch('/api/address/:id/default', { ...guard, schema: { tags, params: addressIdParamsSchema, response: one } }, async (request, reply) => {
    return send(reply, await addresses.setDefault(request.identity!.userId, request.params.id));
  });
}
