import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedisServer, mustRunRedisTests, ownRedis, redisAnswers, testRedisPrefix, type OwnRedis } from '../../test/redis';
import { openRedisLink, REDIS_BACK_MESSAGE, REDIS_DOWN_MESSAGE, type RedisLink } from './redis-link';

function recordingLog() {
  const said: string[] = [];
  const waiters: Array<{ message: string; resolve: () => void }> = [];
  const note = (message: string) => {
    said.push(message);
    for (const waiter of waiters.filter((candidate) => candidate.message === message)) waiter.resolve();
  };
  return {
    said,
    until: (message: string) => (said.includes(message) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ message, resolve }))),
    log: { warn: (_details: object, message: string) => note(message), info: note, error: (_details: object, message: string) => note(message) },
  };
}

const ping = (link: RedisLink) => link.run(async (client) => `redis ${await client.ping()}`, () => 'fallback');

describe('openRedisLink', () => {
  it('starts when Redis does not answer, runs the fallback, and says so once', async () => {
    const { said, log } = recordingLog();
    // Port 1: nothing listens there.
    const link = await openRedisLink({ url: 'redis://127.0.0.1:1', prefix: testRedisPrefix(), log });
    try {
      expect(await ping(link)).toBe('fallback');
      expect(await ping(link)).toBe('fallback');
      expect(await link.state()).toBe('down');
      expect(said).toEqual([REDIS_DOWN_MESSAGE]);
    } finally {
      await link.close();
    }
  });
});

describe.runIf(mustRunRedisTests((await redisAnswers()) && hasRedisServer()))('a Redis that hangs', () => {
  let redis: OwnRedis;
  beforeAll(async () => {
    redis = await ownRedis();
    await redis.start();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('is given up after the command timeout (fallback, one line) and used again once it answers (one line)', async () => {
    const { said, until, log } = recordingLog();
    const link = await openRedisLink({ url: redis.url, prefix: testRedisPrefix(), log, commandTimeoutMs: 300 });
    try {
      expect(await ping(link)).toBe('redis PONG');
      redis.freeze();
      const startedAt = Date.now();
      expect(await ping(link)).toBe('fallback');
      // One timeout, then no more waiting: the link is known to be down.
      expect(await ping(link)).toBe('fallback');
      expect(Date.now() - startedAt).toBeLessThan(3_000);
      redis.thaw();
      await until(REDIS_BACK_MESSAGE);
      expect(await ping(link)).toBe('redis PONG');
      expect(said).toEqual([REDIS_DOWN_MESSAGE, REDIS_BACK_MESSAGE]);
    } finally {
      redis.thaw();
      await link.close();
    }
  });
});
