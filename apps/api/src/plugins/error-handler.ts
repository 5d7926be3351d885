import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { useReadableValidationMessages } from '@aabhushan/shared/schemas/validation-messages';
import { fail } from '../lib/envelope';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { BUSY_PAGE_HTML, isPageAddress } from './busy-page';
import { INVALID_INPUT_CODE, INVALID_REQUEST_CODE, REQUEST_MESSAGES } from '@aabhushan/shared/schemas/request-messages';

export const SERVER_ERROR_MESSAGE = REQUEST_MESSAGES.serverError;
export const MALFORMED_JSON_MESSAGE = REQUEST_MESSAGES.malformedJson;
export const BODY_TOO_LARGE_MESSAGE = REQUEST_MESSAGES.bodyTooLarge;
export const MEDIA_TYPE_MESSAGE = REQUEST_MESSAGES.mediaType;
export const EMPTY_BODY_MESSAGE = REQUEST_MESSAGES.emptyBody;
export const INVALID_REQUEST_MESSAGE = REQUEST_MESSAGES.invalid;
export const BAD_URL_MESSAGE = REQUEST_MESSAGES.badUrl;
export const STORE_BUSY_MESSAGE = REQUEST_MESSAGES.storeBusy;
/** Seconds a client is asked to wait when the database does not answer: the pool reconnects by itself. */
export const STORE_BUSY_RETRY_AFTER_SECONDS = 5;

type ValidationEntry = { instancePath?: string; message?: string; keyword?: string };

/** `?q=a&q=b` where one value is expected: say so, naming the parameter. */
function repeatedQueryMessage(request: FastifyRequest, entry: ValidationEntry | undefined): string | undefined {
  const name = entry?.instancePath?.split('/')[1];
  const query = request.query as Record<string, unknown> | undefined;
  if (!name || entry?.keyword !== 'invalid_type' || !Array.isArray(query?.[name])) return undefined;
  return REQUEST_MESSAGES.repeatedQuery(name);
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
      return reply.status(400).send(fail(message || INVALID_REQUEST_MESSAGE, INVALID_INPUT_CODE));
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug of ours: the database is stopped or restarting, and the next try may well succeed.
      request.log.warn({ err: error }, 'request failed: the database does not answer');
      reply.status(503).header('retry-after', String(STORE_BUSY_RETRY_AFTER_SECONDS));
      // A shopper who opened a page reads a page, not the API's envelope.
      if (isPageAddress(request.method, request.url.split('?')[0] ?? '/')) return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(BUSY_PAGE_HTML);
      return reply.send(fail(STORE_BUSY_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(fail(BODY_TOO_LARGE_MESSAGE));
    if (status === 400 && error instanceof SyntaxError) return reply.status(400).send(fail(MALFORMED_JSON_MESSAGE));
    if (status >= 400 && status < 500) {
      // Refusals of the framework and its router we have not worded ourselves keep their text, under the generic code.
      return reply.status(status).send(fail(frameworkMessage(error) ?? (error.message || INVALID_REQUEST_MESSAGE), INVALID_REQUEST_CODE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(status >= 500 && status < 600 ? status : 500).send(fail(SERVER_ERROR_MESSAGE));
  });
});
