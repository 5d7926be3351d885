import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { useReadableValidationMessages } from '@aabhushan/shared/schemas/validation-messages';
import { fail } from '../lib/envelope';

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';
export const MALFORMED_JSON_MESSAGE = 'The request body is not valid JSON.';
export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large (at most 1 MB).';
export const MEDIA_TYPE_MESSAGE = 'Send the request body as JSON, with the header Content-Type: application/json.';
export const EMPTY_BODY_MESSAGE = 'The request body is empty: send a JSON object, or leave out the Content-Type header.';
export const INVALID_REQUEST_MESSAGE = 'The request is not valid.';
export const BAD_URL_MESSAGE = 'The address is not valid: it contains a broken %-encoding.';

type ValidationEntry = { instancePath?: string; message?: string; keyword?: string };

/** `?q=a&q=b` where one value is expected: say so, naming the parameter. */
function repeatedQueryMessage(request: FastifyRequest, entry: ValidationEntry | undefined): string | undefined {
  const name = entry?.instancePath?.split('/')[1];
  const query = request.query as Record<string, unknown> | undefined;
  if (!name || entry?.keyword !== 'invalid_type' || !Array.isArray(query?.[name])) return undefined;
  return `The query parameter "${name}" must be sent once.`;
}

/** Fastify's own refusals, worded for a shopper or an integrator (undefined: keep the message). */
function frameworkMessage(error: FastifyError): string | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return MALFORMED_JSON_MESSAGE;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return MEDIA_TYPE_MESSAGE;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return EMPTY_BODY_MESSAGE;
    case 'FST_ERR_BAD_URL':
      return BAD_URL_MESSAGE;
    default:
      return undefined;
  }
}

/** Keeps 4xx messages, hides 5xx details, and answers every error in the spec envelope. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  // Validation failures a schema does not word itself become sentences naming the field.
  useReadableValidationMessages();

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as ValidationEntry | undefined;
      const message = (error.validationContext === 'querystring' && repeatedQueryMessage(request, first)) || first?.message;
      return reply.status(400).send(fail(message || INVALID_REQUEST_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(fail(BODY_TOO_LARGE_MESSAGE));
    if (status === 400 && error instanceof SyntaxError) return reply.status(400).send(fail(MALFORMED_JSON_MESSAGE));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(fail(frameworkMessage(error) ?? (error.message || INVALID_REQUEST_MESSAGE)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(status >= 500 && status < 600 ? status : 500).send(fail(SERVER_ERROR_MESSAGE));
  });
});
