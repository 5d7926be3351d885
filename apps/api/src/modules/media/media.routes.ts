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
import { keepRecent, rasterizeDrawing } from '../../lib/art/raster-art';
import { DEFAULT_MEDIA_WIDTH, chooseMediaWidth, readMediaVariant, type MediaFormat } from './uploaded-media';
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

/** The width a picture is asked for at (?w=, else 600), or null when that is not a width. */
function askedWidth(w: string | undefined): number | null {
  const width = Number(w ?? DEFAULT_MEDIA_WIDTH);
  return Number.isInteger(width) && width > 0 && width <= 4000 ? width : null;
}

/** A product drawing's SVG by its name without the extension (`ring-gold-ruby-1`). */
const getArtSvg = memoise((name) => {
  const spec = parseArtFileName(`${name}.svg`);
  return spec ? renderJewellerySvg(spec) : undefined;
});

/** The same drawing as a WebP, by `<name>@<width>`. */
const getArtWebp = keepRecent((key) => {
  const [name, width] = key.split('@');
  return rasterizeDrawing(getArtSvg(name!)!, Number(width));
});

const getIconSvg = memoise((fileName) => {
  const kind = fileName.replace(/\.svg$/, '') as ArtKind;
  return fileName.endsWith('.svg') && ART_KINDS.includes(kind) ? renderCategoryIconSvg(kind) : undefined;
});

/** Demo catalogue images (product drawings as WebP or SVG, category icons and brand logos as SVG, all generated) and the pictures staff upload. */
export async function mediaRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const hidden = { schema: { hide: true } };

  // An uploaded picture at the width asked for (?w=, else 600), AVIF when the browser takes it, else WebP.
  app.get<{ Params: { id: string }; Querystring: { w?: string } }>('/media/uploads/:id', hidden, async (request, reply) => {
    const width = askedWidth(request.query.w);
    const format: MediaFormat = /image\/avif/.test(request.headers.accept ?? '') ? 'avif' : 'webp';
    const bytes = width ? await readMediaVariant(db, request.params.id, width, format) : undefined;
    if (!bytes) return reply.status(404).send(fail(IMAGE_NOT_FOUND));
    return reply.header('cache-control', IMMUTABLE).header('vary', 'Accept').type(`image/${format}`).send(bytes);
  });
  // A product drawing: `.webp` at the width asked for (?w=, the widths uploads have, else 600), or the `.svg` it is drawn from.
  app.get<{ Params: { file: string }; Querystring: { w?: string } }>('/media/art/:file', hidden, async (request, reply) => {
    const art = parseArtFileName(request.params.file);
    if (!art) return reply.status(404).send(fail(IMAGE_NOT_FOUND));
    const name = request.params.file.replace(/\.(svg|webp)$/, '');
    if (art.format === 'svg') return sendSvg(reply, getArtSvg(name)!);
    const width = askedWidth(request.query.w);
    if (!width) return reply.status(404).send(fail(IMAGE_NOT_FOUND));
    const webp = await getArtWebp(`${name}@${chooseMediaWidth(width)}`);
    return reply.header('cache-control', IMMUTABLE).type('image/webp').send(webp);
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
