import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COMPRESS_THRESHOLD_BYTES, compressText, pickEncoding } from '../lib/compressed-text';
import type { ResponseCache } from '../lib/response-cache';
import { isPrivatePath } from './private-answers';

const PUBLIC_PREFIX = '/api/public/';
/** Shared data may be cached for 5 minutes (spec B section 7); browsers keep it briefly. */
const BROWSER_CACHE = 'public, max-age=60';

/** A cached answer: its JSON as UTF-8 bytes and, made on first demand, its compressed copies. */
export interface CachedAnswer {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The same question asked with its parameters in another order is the same entry. */
export function getCacheKey(url: string): string {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.sort();
  const normalised = params.toString();
  return normalised ? `${path}?${normalised}` : path;
}

function isCacheable(request: FastifyRequest): boolean {
  // A private answer under the public prefix (a shared wishlist) is read afresh every time.
  return request.method === 'GET' && request.url.startsWith(PUBLIC_PREFIX) && !isPrivatePath(request.url);
}

/**
 * Serves repeated public GETs from memory; only successful JSON answers are kept. A hit is sent
 * compressed when the client accepts it, from a copy compressed once per entry, so a hit costs
 * no compression work.
 */
export interface PublicCacheOptions {
  cache: ResponseCache<CachedAnswer>;
  /** False while this instance may have missed another's drops (modules/public-answers): the cache is passed by. */
  isTrusted?: () => boolean;
}

export const publicCachePlugin = fp(async (app: FastifyInstance, { cache, isTrusted = () => true }: PublicCacheOptions) => {
  /** The cache's generation when each missed request began reading. */
  const startedAt = new WeakMap<FastifyRequest, number>();

  app.addHook('onRequest', async (request, reply) => {
    if (!isCacheable(request)) return;
    if (!isTrusted()) {
      // Other instances' drops may be going unheard: nothing kept is served, no start is noted (so
      // the answer is not kept), and what was built beside the answers before this read (a
      // product's JSON, facet counts) goes with the clear.
      cache.clear();
      return;
    }
    const entry = cache.get(getCacheKey(request.url));
    if (entry === undefined) {
      startedAt.set(request, cache.generation);
      return;
    }
    reply.header('x-cache', 'hit').header('cache-control', BROWSER_CACHE).header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    const encoding = entry.body.length >= COMPRESS_THRESHOLD_BYTES ? pickEncoding(request.headers['accept-encoding']) : undefined;
    if (!encoding) return reply.send(entry.body);
    const bytes = (entry[encoding] ??= compressText(entry.body, encoding));
    return reply.header('content-encoding', encoding).send(bytes);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isCacheable(request) || reply.getHeader('x-cache') === 'hit') return payload;
    if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    // Kept (and sent now) as bytes: a hit then writes them without encoding the text again.
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    // Read before a write cleared the cache and finished after it: sent, but not kept, or the
    // cache would hold what the database no longer says until the entry expires.
    if (startedAt.get(request) === cache.generation) cache.set(getCacheKey(request.url), { body });
    reply.header('x-cache', 'miss').header('cache-control', BROWSER_CACHE);
    return body;
  });
});
