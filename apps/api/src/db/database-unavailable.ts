/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, hung,
 * out of connections) rather than that the request or our code is wrong: such a request is
 * answered 503 and tried again, and the pool connects afresh once the server is back.
 */

/** Socket failures: nothing listens, the connection broke, or the address does not resolve. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's own: class 08 (connection exception), 57P01-57P03 (shutting down, crashed,
 * starting up) and 53300 (too many connections).
 */
const SERVER_STATES = /^(08...|57P0[123]|53300)$/;

/** node-postgres says these in words only (no code). */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * One of the app's own API answers, read in process (a page's first view and its data), was
 * 503: the request that read it cannot be answered either, for the same reason.
 */
export class StoreBusyError extends Error {
  constructor(url: string) {
    super(`${url} answered 503: the database does not answer`);
    this.name = 'StoreBusyError';
  }
}

function isUnavailableItself(error: Error & { code?: unknown }): boolean {
  if (error instanceof StoreBusyError) return true;
  const code = typeof error.code === 'string' ? error.code : '';
  if (NETWORK_CODES.has(code) || SERVER_STATES.test(code)) return true;
  return DRIVER_MESSAGES.some((text) => error.message?.includes(text));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error ("Failed query: ...") and keeps it as the cause.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (isUnavailableItself(current)) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
