import type { FastifyInstance } from 'fastify';
import type { SeoService } from './heads/seo.service';

/** Search engines may fetch these once an hour. */
const CRAWLER_CACHE = 'public, max-age=3600';

/** Being found: sitemap.xml with every product and category, and robots.txt pointing to it. */
export async function sitemapRoutes(app: FastifyInstance, { seo }: { seo: SeoService }) {
  const hidden = { schema: { hide: true } };
  app.get('/sitemap.xml', hidden, async (_request, reply) =>
    reply.header('cache-control', CRAWLER_CACHE).type('application/xml; charset=utf-8').send(await seo.renderSitemap(seo.storeOrigin)),
  );
  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply.header('cache-control', CRAWLER_CACHE).type('text/plain; charset=utf-8').send(seo.renderRobots(seo.storeOrigin)),
  );
}
