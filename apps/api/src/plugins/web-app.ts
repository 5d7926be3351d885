import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isKnownPagePath } from '@aabhushan/shared/routes';
import { fail } from '../lib/envelope';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Aabhushan</title></head>
<body><p>The storefront has not been built yet. Run <code>npm start</code>, which builds it.</p></body></html>`;

/**
 * Serves the built front end: hashed assets with long-lived caching, the app shell for
 * every page path (status 404 for paths the store does not have), and the envelope 404
 * for unknown API paths.
 */
export async function webAppPlugin(app: FastifyInstance, { distDir }: { distDir: string }) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  let indexHtml: string | undefined;
  const getIndexHtml = () => (indexHtml ??= hasBuild ? readFileSync(indexFile, 'utf8') : NOT_BUILT_PAGE);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: true,
      setHeaders: (reply, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashed ? HASHED_ASSET_CACHE : 'no-cache');
      },
    });
  }

  const sendAppShell = (pathname: string, reply: FastifyReply) =>
    reply
      .status(isKnownPagePath(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(getIndexHtml());

  // The static plugin would answer the root folder itself with 403.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendAppShell('/', reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!isPageRequest || pathname.startsWith('/media/') || path.extname(pathname) !== '') {
      return reply.status(404).send(fail(`No route for ${request.method} ${pathname}`));
    }
    return sendAppShell(pathname, reply);
  });
}
