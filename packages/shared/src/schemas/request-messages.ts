import { coded } from '../refusals/refusal-code';

/**
 * The server's answers that belong to no feature: a request it cannot read, a page that needs a
 * signed-in customer or staff, something missing, or a failure on the store's side.
 */
export const REQUEST_MESSAGES = {
  serverError: 'Something went wrong on our side. Please try again later.',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large (at most 1 MB).',
  mediaType: 'Send the request body as JSON, with the header Content-Type: application/json.',
  emptyBody: 'The request body is empty: send a JSON object, or leave out the Content-Type header.',
  invalid: 'The request is not valid.',
  badUrl: 'The address is not valid: it contains a broken %-encoding.',
  repeatedQuery: coded('REQUEST_REPEATED_QUERY', ['name'], (name: string) => `The query parameter "${name}" must be sent once.`),
  noRoute: coded('REQUEST_NO_ROUTE', ['method', 'path'], (method: string, path: string) => `No route for ${method} ${path}`),
  signInRequired: 'Please sign in to continue.',
  forbidden: 'You do not have permission to perform this action',
  productNotFound: 'Product not found',
  categoryNotFound: 'Category not found',
  imageNotFound: 'Image not found',
  trackTooMany: 'Too many tracking attempts. Please wait a minute and try again.',
  databaseUnavailable: 'The database is not reachable.',
  /** A request that needs the database while it does not answer (503): it comes back by itself. */
  storeBusy: 'The store is busy for a moment. Please try again in a few seconds.',
  /** Health while this instance finishes its work before it stops (503: the load balancer takes it out). */
  shuttingDown: 'This server is shutting down; another one takes the request.',
  webhookNotConfigured: 'Webhooks are not set up on this store',
  webhookBadSignature: 'Invalid webhook signature',
  webhookBadBody: 'Invalid webhook body',
} as const;

/**
 * The code of a validation refusal no schema words itself ("The field "items[0].quantity" must
 * be a number."): written for the developer of a client, since the store's own forms check the
 * same rules before they send.
 */
export const INVALID_INPUT_CODE = 'REQUEST_INVALID_INPUT';

/** The code of a refusal of the framework or its router that we do not word ourselves (its own text is kept). */
export const INVALID_REQUEST_CODE = 'REQUEST_INVALID';
