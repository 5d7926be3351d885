import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { DEFAULT_REDIS_PREFIX } from '../config';
import { createMemoryAttemptStore, type AttemptStore } from './attempt-limiter';
import { createRedisAttemptStore } from './redis/redis-attempt-store';
import { openRedisLink, type RedisLink, type RedisLinkLog } from './redis/redis-link';
import { sharedRateLimitStore } from './redis/redis-rate-limit-store';

/** Where the counts that several instances must agree on live (docs/architecture.md, scale-out). */
export interface SharedStores {
  /** Null when REDIS_URL is not set: one process, everything in its memory, as before Redis. */
  redis: RedisLink | null;
  /** Attempt limits: sign-in, mails on request, enquiries, coupon guesses, phone codes. */
  attempts: AttemptStore;
  /** Per-route request limits (@fastify/rate-limit); undefined keeps the plugin's memory store. */
  rateLimitStore: FastifyRateLimitStoreCtor | undefined;
  close(): Promise<void>;
}

/** Opens Redis when `REDIS_URL` is set (a Redis that does not answer is logged, never fatal). */
export async function openSharedStores(config: { REDIS_URL?: string; REDIS_PREFIX?: string }, log: RedisLinkLog): Promise<SharedStores> {
  if (!config.REDIS_URL) {
    return { redis: null, attempts: createMemoryAttemptStore(), rateLimitStore: undefined, close: async () => undefined };
  }
  const redis = await openRedisLink({ url: config.REDIS_URL, prefix: config.REDIS_PREFIX ?? DEFAULT_REDIS_PREFIX, log });
  return { redis, attempts: createRedisAttemptStore(redis), rateLimitStore: sharedRateLimitStore(redis), close: () => redis.close() };
}
