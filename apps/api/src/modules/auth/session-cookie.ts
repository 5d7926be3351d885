import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The refresh token lives only in this httpOnly cookie, sent only to the auth paths. Over HTTPS
 * (PUBLIC_URL https, or a trusted proxy's X-Forwarded-Proto) it is always Secure and named with
 * the `__Secure-` prefix, which browsers accept only from a secure page: a plain-HTTP page on the
 * same host cannot plant or overwrite it. Plain HTTP (development on a LAN address) uses the
 * plain name without Secure, or the browser would drop the cookie.
 */
export const REFRESH_COOKIE = 'aabhushan_refresh';
export const SECURE_REFRESH_COOKIE = `__Secure-${REFRESH_COOKIE}`;
export const REFRESH_COOKIE_PATH = '/api/auth';

/** Whether this request reached the store over HTTPS. */
export type HttpsCheck = (request: FastifyRequest) => boolean;

/** `publicUrl`: PUBLIC_URL; an https one makes every answer's cookie Secure, whatever the hop to this process. */
export function createHttpsCheck(publicUrl: string | undefined): HttpsCheck {
  const httpsStore = publicUrl?.startsWith('https://') ?? false;
  return (request) => httpsStore || request.protocol === 'https';
}

function cookieOf(https: boolean) {
  return { name: https ? SECURE_REFRESH_COOKIE : REFRESH_COOKIE, options: { httpOnly: true, sameSite: 'strict' as const, path: REFRESH_COOKIE_PATH, secure: https } };
}

/**
 * Remember me: a persistent cookie until `expiresAt` (30 days from the last refresh, never past
 * the session's absolute end). Otherwise a browser-session cookie, which the browser drops when
 * it closes (and the server refuses after 1 day anyway).
 */
export function setRefreshCookie(reply: FastifyReply, https: boolean, token: string, persistent: boolean, expiresAt: Date): void {
  const { name, options } = cookieOf(https);
  const maxAge = Math.round((expiresAt.getTime() - Date.now()) / 1000);
  reply.setCookie(name, token, { ...options, ...(persistent ? { maxAge: Math.max(maxAge, 0) } : {}) });
}

export function clearRefreshCookie(reply: FastifyReply, https: boolean): void {
  const { name, options } = cookieOf(https);
  reply.clearCookie(name, options);
}

/** Over HTTPS only the prefixed cookie counts: a plain-named one may have been set by a plain-HTTP page. */
export function readRefreshCookie(request: FastifyRequest, https: boolean): string | null {
  const value = request.cookies[cookieOf(https).name];
  return value && value.length <= 256 ? value : null;
}
