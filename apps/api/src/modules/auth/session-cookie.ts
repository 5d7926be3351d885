import type { FastifyReply, FastifyRequest } from 'fastify';
import { PERSISTENT_SESSION_MS } from './sessions.service';

/** The refresh token lives only in this httpOnly cookie, sent only to the auth paths. */
export const REFRESH_COOKIE = 'aabhushan_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';

function baseOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'strict' as const, path: REFRESH_COOKIE_PATH, secure };
}

/**
 * Remember me: a persistent cookie (30 days from the last refresh). Otherwise a browser-session
 * cookie, which the browser drops when it closes (and the server refuses after 1 day anyway).
 */
export function setRefreshCookie(reply: FastifyReply, token: string, persistent: boolean, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    ...baseOptions(secure),
    ...(persistent ? { maxAge: PERSISTENT_SESSION_MS / 1000 } : {}),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, baseOptions(secure));
}

export function readRefreshCookie(request: FastifyRequest): string | null {
  const value = request.cookies[REFRESH_COOKIE];
  return value && value.length <= 256 ? value : null;
}
