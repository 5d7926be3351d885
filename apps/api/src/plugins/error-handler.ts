import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fail } from '../lib/envelope';

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';
export const MALFORMED_JSON_MESSAGE = 'The request body is not valid JSON.';
export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large (at most 1 MB).';

/** Keeps 4xx messages, hides 5xx details, and answers every error in the spec envelope. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send(fail(first?.message ?? 'The request is not valid.'));
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.status(413).send(fail(BODY_TOO_LARGE_MESSAGE));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
      return reply.status(400).send(fail(MALFORMED_JSON_MESSAGE));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(fail(error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(status >= 500 && status < 600 ? status : 500).send(fail(SERVER_ERROR_MESSAGE));
  });
});
