import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storeSettingsAnswerSchema, storeSettingsBodySchema } from '@aabhushan/shared/schemas/admin-store-settings';
import { envelopeSchema, errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { ok } from '../../../lib/envelope';
import { staffIdOf } from '../staff-identity';
import type { StoreSettingsService } from './admin-store-settings';

/** /api/admin/settings: the store settings, and changing them (guarded by admin.module.ts). */
export async function adminStoreSettingsRoutes(app: FastifyInstance, { settings, storeOrigin }: { settings: StoreSettingsService; storeOrigin: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/settings', { schema: { tags: ['admin'], response: { 200: envelopeSchema(storeSettingsAnswerSchema) } } }, async () => ok(await settings.read()));
  api.put('/settings', { schema: { tags: ['admin'], body: storeSettingsBodySchema, response: { 200: envelopeSchema(storeSettingsAnswerSchema), 400: errorEnvelopeSchema } } }, async (request) => {
    const { saved, message } = await settings.save(staffIdOf(request), request.body, storeOrigin);
    return ok(saved, message);
  });
}
