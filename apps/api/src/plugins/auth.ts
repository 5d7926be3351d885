import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessIdentity, AccessTokens } from '../lib/access-token';
import { fail } from '../lib/envelope';
import { REQUEST_MESSAGES } from '@aabhushan/shared/schemas/request-messages';

export const SIGN_IN_REQUIRED_MESSAGE = REQUEST_MESSAGES.signInRequired;
export const FORBIDDEN_MESSAGE = REQUEST_MESSAGES.forbidden;

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** preHandler: answers 401 unless the request carries a valid bearer access token. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: 401 without a token, 403 unless the user is staff (roleType admin). */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in identity when a valid bearer token was sent, else null. */
    identity: AccessIdentity | null;
  }
}

function readBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export interface AuthPluginOptions {
  accessTokens: AccessTokens;
  /**
   * Whether the token's session (refresh-token family) is still live. Signing out, a password
   * change or reset, and refresh-token reuse revoke a family; its access tokens stop working at
   * once instead of living out their 15 minutes. Asked only for requests that carry a valid
   * bearer token; the app answers it mostly from memory (modules/auth/session-liveness.ts).
   */
  isSessionLive?: (sessionId: string) => Promise<boolean>;
}

/** Reads the bearer token on every request into `request.identity`; routes opt in to a guard. */
export const authPlugin = fp(async (app: FastifyInstance, { accessTokens, isSessionLive }: AuthPluginOptions) => {
  app.decorate('accessTokens', accessTokens);
  app.decorateRequest('identity', null);
  app.addHook('onRequest', async (request) => {
    const token = readBearer(request);
    const identity = token ? await accessTokens.verify(token) : null;
    request.identity = identity && (!isSessionLive || (await isSessionLive(identity.sessionId))) ? identity : null;
  });
  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.identity) await reply.status(401).send(fail(SIGN_IN_REQUIRED_MESSAGE));
  });
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.identity) await reply.status(401).send(fail(SIGN_IN_REQUIRED_MESSAGE));
    else if (request.identity.roleType !== 'admin') await reply.status(403).send(fail(FORBIDDEN_MESSAGE));
  });
});
