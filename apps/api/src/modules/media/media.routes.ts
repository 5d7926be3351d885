import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/index';
import { fail } from '../../lib/envelope';
import { ART_KINDS, parseArtFileName } from '../../lib/art/art-spec';
import { renderJewellerySvg } from '../../lib/art/render-jewellery-svg';
import { renderCategoryIconSvg } from '../../lib/art/render-category-icon-svg';
import { renderBrandLogoSvg } from '../../lib/art/render-brand-logo-svg';
import type { ArtKind } from '../../db/seed/seed-types';
import { DEFAULT_MEDIA_WIDTH, readMediaVariant, type MediaFormat } from './uploaded-media';
import { REQUEST_MESSAGES } from '@aabhushan/shared/schemas/request-messages';

/** Generated images never change for a name, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const IMAGE_NOT_FOUND = REQUEST_MESSAGES.imageNotFound;

/** Brand names can be edited, so their logos are kept for a day only. */
const ONE_DAY = 'public, max-age=86400';

function sendSvg(reply: FastifyReply, svg: string, cacheControl = IMMUTABLE) {
  return reply.header('cache-control', cacheControl).type('image/svg+xml; charset=utf-8').send(svg);
}

/** Memoises a pure renderer by its file name (the set of names is small and bounded). */
function memoise(render: (fileName: string) => string | undefined) {
  const rendered = new Map<string, string>();
  return (fileName: string) => {
    const cached = rendered.get(fileName);
    if (cached !== undefined) return cached;
    const svg = render(fileName);
    if (svg !== undefined) rendered.set(fileName, svg);
    return svg;
  };
}

const getArtSvg = memoise((fileName) => {
  const spec = parseArtFileName(fileName);
  return spec ? renderJewellerySvg(spec) : undefined;
});

const getIconSvg = memoise((fileName) => {
  const kind = fileName.replace(/\.svg$/, '') as ArtKind;
  return fileName.endsWith('.svg') && ART_KINDS.includes(kind) ? renderCategoryIconSvg(kind) : undefined;
});

/** Demo catalogue images (product art, category icons and brand logos, all generated SVG) and the pictures staff upload. */
export async function mediaRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const hidden = { schema: { hide: true } };

  // An uploaded picture at the width asked for (?w=, else 600), AVIF when the browser takes it, else WebP.
  app.get<{ Params: { id: string }; Querystring: { w?: string } }>('/media/uploads/:id', hidden, async (request, reply) => {
    const width = Number(request.query.w ?? DEFAULT_MEDIA_WIDTH);
    const format: MediaFormat = /image\/avif/.test(request.headers.accept ?? '') ? 'avif' : 'webp';
    const bytes = Number.isInteger(width) && width > 0 && width <= 4000 ? await readMediaVariant(db, request.params.id, width, format) : undefined;
    if (!bytes) return reply.status(404).send(fail(IMAGE_NOT_FOUND));
    return reply.header('cache-control', IMMUTABLE).header('vary', 'Accept').type(`image/${format}`).send(bytes);
  });
  app.get<{ Params: { file: string } }>('/media/art/:file', hidden, async (request, reply) => {
    const svg = getArtSvg(request.params.file);
    return svg ? sendSvg(reply, svg) : reply.status(404).send(fail(IMAGE_NOT_FOUND));
  });

  app.get<{ Params: { file: string } }>('/media/icon/:file', hidden, async (request, reply) => {
    const svg = getIconSvg(request.params.file);
    return svg ? sendSvg(reply, svg) : reply.status(404).send(fail(IMAGE_NOT_FOUND));
  });

  app.get<{ Params: { file: string } }>('/media/brand/:file', hidden, async (request, reply) => {
    const slug = request.params.file.replace(/\.svg$/, '');
    const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.slug, slug)).limit(1);
    if (!brand || !request.params.file.endsWith('.svg')) return reply.status(404).send(fail(IMAGE_NOT_FOUND));
    return sendSvg(reply, renderBrandLogoSvg(brand.name), ONE_DAY);
  });
}
