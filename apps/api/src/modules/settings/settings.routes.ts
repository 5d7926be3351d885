import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@aabhushan/shared/schemas/common';
import { storeSettingsSchema } from '@aabhushan/shared/schemas/settings';
import { ok } from '../../lib/envelope';
import type { ContentService } from '../content/content.service';
import { getPublicStoreSettings } from './store-settings';

/** Where the storefront reads the settings (also dropped from the cache when the pages it lists change). */
export const SETTINGS_API_PATH = '/api/public/settings';

/** The store settings the storefront shows: shipping, tax, COD limit, returns, contact, and the policy pages staff published. */
export async function settingsRoutes(app: FastifyInstance, { content }: { content: ContentService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    SETTINGS_API_PATH,
    { schema: { tags: ['settings'], response: { 200: envelopeSchema(storeSettingsSchema) } } },
    async (request) => ok({ ...getPublicStoreSettings(request.storeSnapshot), policyPages: await content.listPolicyPageLinks() }, 'Store settings'),
  );
}
