import { ACCOUNT_FORM_ANSWERS } from '@aabhushan/shared/schemas/account-form-answers';
import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../../lib/attempt-limiter';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  emailOnlyBodySchema,
  languageBodySchema,
  profileUpdateBodySchema,
  profileUserSchema,
  resetPasswordBodySchema,
  mailLinkQuerySchema,
} from '@aabhushan/shared/schemas/auth';
import { envelopeSchema, errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { ok } from '../../lib/envelope';
import { AUTH_ANSWERS } from '@aabhushan/shared/schemas/auth-answers';
import type { AuthModuleContext } from './auth.module';
import { sendFailure } from './outcome';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 409: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/**
 * The shopper's own account. Identity comes from the access token only: there is no user id in
 * any path or body, so nobody can read or change another account.
 */
export async function accountRoutes(app: FastifyInstance, { account, storeOrigin }: AuthModuleContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const nothing = { 200: envelopeSchema(z.null()), ...errors };

  api.post('/api/auth/forgot-password', { schema: { tags, body: emailOnlyBodySchema, response: nothing } }, async (request, reply) => {
    const result = await account.forgotPassword(request.body.email, storeOrigin, clientAddressKey(request.ip));
    return result.ok ? ok(null, AUTH_ANSWERS.forgotAnswer) : sendFailure(reply, result);
  });

  api.post('/api/auth/reset-password', { schema: { tags, body: resetPasswordBodySchema, response: nothing } }, async (request, reply) => {
    const result = await account.resetPassword(request.body.token, request.body.newPassword);
    return result.ok ? ok(null, ACCOUNT_FORM_ANSWERS.resetOk) : sendFailure(reply, result);
  });

  api.get('/api/auth/profile', {
    schema: { tags, response: { 200: envelopeSchema(profileUserSchema), ...errors } },
    preHandler: app.requireUser,
  }, async (request, reply) => {
    const result = await account.getProfile(request.identity!.userId);
    return result.ok ? ok(result.value, AUTH_ANSWERS.profileLoaded) : sendFailure(reply, result);
  });

  api.put('/api/auth/profile', {
    schema: { tags, body: profileUpdateBodySchema, response: { 200: envelopeSchema(z.object({ user: profileUserSchema })), ...errors } },
    preHandler: app.requireUser,
  }, async (request, reply) => {
    const result = await account.updateProfile(request.identity!, request.body, storeOrigin, clientAddressKey(request.ip));
    if (!result.ok) return sendFailure(reply, result);
    const { user, emailChangePending } = result.value;
    return ok({ user }, emailChangePending ? ACCOUNT_FORM_ANSWERS.emailChangePending : AUTH_ANSWERS.profileUpdated);
  });

  // The storefront saves the shopper's language choice here in the background (never blocking the switch).
  api.put('/api/auth/language', {
    schema: { tags, body: languageBodySchema, response: { 200: envelopeSchema(languageBodySchema), ...errors } },
    preHandler: app.requireUser,
  }, async (request, reply) => {
    const result = await account.saveLanguage(request.identity!.userId, request.body.language);
    return result.ok ? ok(result.value, AUTH_ANSWERS.languageSaved) : sendFailure(reply, result);
  });

  // The links of an e-mail change (account.service.ts): opened from a mail, so plain redirects.
  api.get('/api/auth/confirm-email', { schema: { tags, querystring: mailLinkQuerySchema } }, async (request, reply) => {
    const outcome = request.query.token ? await account.confirmEmailChange(request.query.token) : 'invalid';
    return reply.redirect(`/login?emailChanged=${outcome === 'changed' ? 'true' : outcome}`, 302);
  });

  api.get('/api/auth/email-not-me', { schema: { tags, querystring: mailLinkQuerySchema } }, async (request, reply) => {
    const undone = request.query.token ? await account.undoEmailChange(request.query.token) : null;
    return reply.redirect(undone ? `/reset-password?token=${encodeURIComponent(undone.resetToken)}&restored=true` : '/login?emailChanged=invalid', 302);
  });

  api.put('/api/auth/password', {
    schema: { tags, body: changePasswordBodySchema, response: nothing },
    preHandler: app.requireUser,
  }, async (request, reply) => {
    const { currentPassword, newPassword } = request.body;
    const result = await account.changePassword(request.identity!, currentPassword, newPassword, clientAddressKey(request.ip));
    return result.ok ? ok(null, AUTH_ANSWERS.passwordUpdated) : sendFailure(reply, result);
  });
}
