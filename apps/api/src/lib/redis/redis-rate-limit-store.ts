import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RedisLink } from './redis-link';

type Counted = { current: number; ttl: number };
type Method = 'incr' | 'read';
type Callback = (error: Error | null, result?: Counted) => void;
type AnyStore = FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] };

/**
 * The store of the per-route request limits (@fastify/rate-limit: newsletter sign-ups, guest
 * order tracking) when Redis is configured: the plugin's own Redis store, so every instance
 * counts the same requests with the plugin's rules, and its own memory store while Redis does
 * not answer (the link logs that once), so the limits then hold per instance.
 */
export function sharedRateLimitStore(link: RedisLink): FastifyRateLimitStoreCtor {
  const count = (store: AnyStore, method: Method, key: string, timeWindow: number, max: number) =>
    new Promise<Counted>((resolve, reject) => {
      const callback: Callback = (error, result) => (error ? reject(error) : resolve(result!));
      store[method]!(key, callback, timeWindow, max);
    });

  const pair = (shared: AnyStore, local: AnyStore): AnyStore => {
    const run = (method: Method) => (key: string, callback: Callback, timeWindow: number, max: number) => {
      link.run(() => count(shared, method, key, timeWindow, max), () => count(local, method, key, timeWindow, max)).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    };
    return { incr: run('incr'), read: run('read'), child: (routeOptions) => pair(shared.child(routeOptions), local.child(routeOptions)) };
  };

  // The plugin calls `new Store(options)`: a constructor that returns the pair.
  return function SharedRateLimitStore({ continueExceeding = false, exponentialBackoff = false }: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
    return pair(new RedisStore(continueExceeding, exponentialBackoff, link.client, `${link.prefix}rate-limit:`), new LocalStore(continueExceeding, exponentialBackoff));
  } as unknown as FastifyRateLimitStoreCtor;
}
