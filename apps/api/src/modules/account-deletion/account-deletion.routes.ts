import { ACCOUNT_DELETION_ANSWERS, deleteAccountBodySchema } from '@aabhushan/shared/schemas/account-deletion';
import { envelopeSchema, errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAddressKey } from '../../lib/attempt-limiter';
import { ok } from '../../lib/envelope';
import { sendFailure } from '../auth/outcome';
import { clearRefreshCookie, type HttpsCheck } from '../auth/session-cookie';
import type { AccountDeletionService } from './account-deletion.service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 409: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/**
 * POST /api/auth/delete-account {password}: the signed-in customer deletes their account. The
 * identity comes from the access token only; on success every session has ended and this
 * browser's refresh cookie is cleared.
 */
export async function accountDeletionRoutes(app: FastifyInstance, { deletion, isHttps }: { deletion: AccountDeletionService; isHttps: HttpsCheck }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/api/auth/delete-account', {
    schema: { tags: ['account'], body: deleteAccountBodySchema, response: { 200: envelopeSchema(z.null()), ...errors } },
    preValidation: app.requireUser,
  }, async (request, reply) => {
    const result = await deletion.deleteAccount(request.identity!.userId, request.body.password, clientAddressKey(request.ip));
    if (!result.ok) return sendFailure(reply, result);
    clearRefreshCookie(reply, isHttps(request));
    return ok(null, ACCOUNT_DELETION_ANSWERS.deleted);
  });
}
