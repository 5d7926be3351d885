import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from '../../lib/attempt-limiter';
import { chosenLanguage, cookieLanguage } from '../../lib/cookie-language';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authSessionSchema,
  authUserSchema,
  emailOnlyBodySchema,
  loginBodySchema,
  mailLinkQuerySchema,
  refreshAnswerSchema,
  registerBodySchema,
  verifyOtpBodySchema,
} from '@aabhushan/shared/schemas/auth';
import { envelopeSchema, errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { fail, ok } from '../../lib/envelope';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../plugins/auth';
import { ACCOUNT_FORM_ANSWERS } from '@aabhushan/shared/schemas/account-form-answers';
import { AUTH_ANSWERS } from '@aabhushan/shared/schemas/auth-answers';
import type { AuthModuleContext } from './auth.module';
import type { SignInResult } from './auth.service';
import { sendFailure } from './outcome';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './session-cookie';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema, 429: errorEnvelopeSchema, 503: errorEnvelopeSchema };
// A link opened in a browser always ends in a redirect, even with a mangled query.

/** Sign-up, sign-in (password or e-mailed code), the session's refresh cookie, and sign-out. */
export async function authRoutes(app: FastifyInstance, { auth, sessions, isHttps, requireXhr, storeOrigin }: AuthModuleContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  /** The login and verify-otp answer: the access token in the body, the refresh token in the cookie. */
  const signedIn = (request: FastifyRequest, reply: FastifyReply, { session, user }: SignInResult) => {
    setRefreshCookie(reply, isHttps(request), session.refreshToken, session.persistent, session.refreshExpiresAt);
    return ok({ accessToken: session.accessToken, expiresIn: session.expiresIn, user }, AUTH_ANSWERS.loginOk);
  };

  api.post('/api/auth/register', {
    schema: { tags, body: registerBodySchema, response: { 201: envelopeSchema(z.object({ user: authUserSchema })), ...errors } },
  }, async (request, reply) => {
    const result = await auth.register(request.body, storeOrigin, clientAddressKey(request.ip), cookieLanguage(request));
    if (!result.ok) return sendFailure(reply, result);
    return reply.status(201).send(ok({ user: result.value }, AUTH_ANSWERS.registered));
  });

  api.get('/api/auth/verify-email', { schema: { tags, querystring: mailLinkQuerySchema } }, async (request, reply) => {
    const verified = request.query.token ? await auth.verifyEmail(request.query.token) : false;
    return reply.redirect(verified ? '/login?verified=true' : '/login?verified=invalid', 302);
  });

  api.post('/api/auth/resend-verification', {
    schema: { tags, response: { 200: envelopeSchema(z.object({ sent: z.boolean() })), ...errors } },
    preValidation: app.requireUser,
  }, async (request, reply) => {
    const result = await auth.resendVerification(request.identity!.userId, storeOrigin);
    if (!result.ok) return sendFailure(reply, result);
    return ok(result.value, result.value.sent ? ACCOUNT_FORM_ANSWERS.verificationSent : ACCOUNT_FORM_ANSWERS.alreadyVerified);
  });

  api.post('/api/auth/login', {
    schema: { tags, body: loginBodySchema, response: { 200: envelopeSchema(authSessionSchema), ...errors } },
  }, async (request, reply) => {
    const result = await auth.login(request.body, clientAddressKey(request.ip), chosenLanguage(request));
    return result.ok ? signedIn(request, reply, result.value) : sendFailure(reply, result);
  });

  api.post('/api/auth/send-otp', {
    schema: { tags, body: emailOnlyBodySchema, response: { 200: envelopeSchema(z.object({ userId: z.string() })), ...errors } },
  }, async (request, reply) => {
    const result = await auth.sendOtp(request.body.email, clientAddressKey(request.ip));
    return result.ok ? ok(result.value, AUTH_ANSWERS.otpSent) : sendFailure(reply, result);
  });

  api.post('/api/auth/verify-otp', {
    schema: { tags, body: verifyOtpBodySchema, response: { 200: envelopeSchema(authSessionSchema), ...errors } },
  }, async (request, reply) => {
    const result = await auth.verifyOtp(request.body, clientAddressKey(request.ip), chosenLanguage(request));
    return result.ok ? signedIn(request, reply, result.value) : sendFailure(reply, result);
  });

  // POST, and GET on the client's waiting path (spec A section 7). The cookie is SameSite=Strict
  // and the X-Requested-With header cannot be sent cross-site without CORS: two CSRF defences.
  for (const method of ['GET', 'POST'] as const) {
    api.route({
      method,
      url: '/api/auth/refresh',
      schema: { tags, response: { 200: envelopeSchema(refreshAnswerSchema), ...errors } },
      preHandler: requireXhr,
      handler: async (request, reply) => {
        const token = readRefreshCookie(request, isHttps(request));
        const result = token ? await sessions.refresh(token) : { kind: 'refused' as const };
        if (result.kind === 'refused') {
          clearRefreshCookie(reply, isHttps(request));
          return reply.status(401).send(fail(AUTH_ANSWERS.sessionEnded));
        }
        if (result.kind === 'rotated') setRefreshCookie(reply, isHttps(request), result.refreshToken, result.persistent, result.refreshExpiresAt);
        const { accessToken, expiresIn } = result;
        return ok({ refreshToken: accessToken, accessToken, expiresIn }, AUTH_ANSWERS.refreshed);
      },
    });
  }

  api.get('/api/auth/check', {
    schema: { tags, response: { 200: envelopeSchema(z.object({ authenticated: z.boolean() })) } },
  }, async (request) => ok({ authenticated: request.identity !== null }, AUTH_ANSWERS.checked));

  api.get('/api/auth/verify', {
    schema: { tags, response: { 200: envelopeSchema(z.object({ valid: z.literal(true), user: authUserSchema })), ...errors } },
    preHandler: app.requireUser,
  }, async (request, reply) => {
    const user = await auth.currentUser(request.identity!.userId);
    return user ? ok({ valid: true as const, user }, AUTH_ANSWERS.tokenValid) : reply.status(401).send(fail(SIGN_IN_REQUIRED_MESSAGE));
  });

  api.post('/api/auth/logout', {
    schema: { tags, response: { 200: envelopeSchema(z.null()), ...errors } },
    preHandler: requireXhr,
  }, async (request, reply) => {
    const token = readRefreshCookie(request, isHttps(request));
    if (token) await sessions.endByRefreshToken(token);
    if (request.identity) await sessions.end(request.identity.sessionId);
    clearRefreshCookie(reply, isHttps(request));
    return ok(null, AUTH_ANSWERS.loggedOut);
  });
}
