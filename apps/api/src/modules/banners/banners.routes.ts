import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bannerListQuerySchema, bannerSchema } from '@aabhushan/shared/schemas/banners';
import { errorEnvelopeSchema, listEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { ok } from '../../lib/envelope';
import type { BannersService } from './banners.service';

/** Home page banners (spec B section 7 "public/banner"): live ones only, in display order; cached. */
export async function bannersRoutes(app: FastifyInstance, { banners }: { banners: BannersService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/public/banner',
    { schema: { tags: ['content'], querystring: bannerListQuerySchema, response: { 200: listEnvelopeSchema(bannerSchema), 400: errorEnvelopeSchema } } },
    async (request) => {
      const result = await banners.listBanners(request.query);
      return { ...ok(result.items, 'Banners loaded'), pagination: result.pagination };
    },
  );
}
