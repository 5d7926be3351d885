import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ResponseCache } from '../lib/response-cache';

const PUBLIC_PREFIX = '/api/public/';
/** Shared data may be cached for 5 minutes (spec B section 7); browsers keep it briefly. */
const BROWSER_CACHE = 'public, max-age=60';

/** Serves repeated public GETs from memory; only successful JSON answers are kept. */
export const publicCachePlugin = fp(async (app: FastifyInstance, { cache }: { cache: ResponseCache }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.url.startsWith(PUBLIC_PREFIX)) return;
    const body = cache.get(request.url);
    if (body === undefined) return;
    reply.header('x-cache', 'hit').header('cache-control', BROWSER_CACHE).type('application/json; charset=utf-8');
    return reply.send(body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.url.startsWith(PUBLIC_PREFIX)) return payload;
    if (reply.getHeader('x-cache') === 'hit') return payload;
    if (reply.statusCode === 200 && typeof payload === 'string') {
      cache.set(request.url, payload);
      reply.header('x-cache', 'miss').header('cache-control', BROWSER_CACHE);
    }
    return payload;
  });
});
