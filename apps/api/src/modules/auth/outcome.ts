import type { FastifyReply } from 'fastify';
import { fail } from '../../lib/envelope';

/** A refused request: its status, the shopper-facing message and, for 429, when to retry. */
export interface Failure {
  ok: false;
  status: 400 | 401 | 403 | 404 | 409 | 429 | 503;
  message: string;
  retryAfterMs?: number;
}

export type Outcome<T> = { ok: true; value: T } | Failure;

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });

export function failure(status: Failure['status'], message: string, retryAfterMs?: number): Failure {
  return { ok: false, status, message, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
}

/** Sends a failure in the envelope; a 429 also carries Retry-After (seconds). */
export function sendFailure(reply: FastifyReply, { status, message, retryAfterMs }: Failure) {
  if (retryAfterMs !== undefined) reply.header('retry-after', String(Math.ceil(retryAfterMs / 1000)));
  return reply.status(status).send(fail(message));
}
