import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { metalRatesAnswerSchema, metalRatesBodySchema, metalRatesSavedSchema } from '@aabhushan/shared/schemas/admin-metal-rates';
import { envelopeSchema, errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { ok } from '../../../lib/envelope';
import { staffIdOf } from '../staff-identity';
import type { MetalRatesService } from './admin-metal-rates';

/** /api/admin/metal-rates: the day's rates, and setting them (guarded by admin.module.ts). */
export async function adminMetalRatesRoutes(app: FastifyInstance, { rates, storeOrigin }: { rates: MetalRatesService; storeOrigin: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/metal-rates', { schema: { tags: ['admin'], response: { 200: envelopeSchema(metalRatesAnswerSchema) } } }, async () => ok(await rates.read()));
  api.put('/metal-rates', { schema: { tags: ['admin'], body: metalRatesBodySchema, response: { 200: envelopeSchema(metalRatesSavedSchema), 400: errorEnvelopeSchema } } }, async (request) => {
    const { saved, message } = await rates.save(staffIdOf(request), request.body, storeOrigin);
    return ok(saved, message);
  });
}
