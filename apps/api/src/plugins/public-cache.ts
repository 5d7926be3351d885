import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ResponseCache } from '../lib/response-cache';

const PUBLIC_PREFIX = '/api/public/';
/** Shared data may be cached for 5 minutes (spec B section 7); browsers keep it briefly. */
const BROWSER_CACHE = 'public, max-age=60';

/** The same question asked with its parameters in another order is the same entry. */
export function getCacheKey(url: string): string {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.sort();
  const normalised = params.toString();
  return normalised ? `${path}?${normalised}` : path;
}

function isCacheable(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.url.startsWith(PUBLIC_PREFIX);
}

/** Serves repeated public GETs from memory; only successful JSON answers are kept. */
export const publicCachePlugin = fp(async (app: FastifyInstance, { cache }: { cache: ResponseCache }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isCacheable(request)) return;
    const body = cache.get(getCacheKey(request.url));
    if (body === undefined) return;
    reply.header('x-cache', 'hit').header('cache-control', BROWSER_CACHE).type('application/json; charset=utf-8');
    return reply.send(body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isCacheable(request) || reply.getHeader('x-cache') === 'hit') return payload;
    if (reply.statusCode === 200 && typeof payload === 'string') {
      cache.set(getCacheKey(request.url), payload);
      reply.header('x-cache', 'miss').header('cache-control', BROWSER_CACHE);
    }
    return payload;
  });
});
