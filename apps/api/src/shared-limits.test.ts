import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManySignIns } from '@aabhushan/shared/schemas/auth-answers';
import { NEWSLETTER_MESSAGES } from '@aabhushan/shared/schemas/newsletter';
import { REDIS_BACK_MESSAGE, REDIS_DOWN_MESSAGE } from './lib/redis/redis-link';
import { NEWSLETTER_ATTEMPTS_PER_MINUTE } from './modules/newsletter/newsletter.routes';
import { TRACK_ATTEMPTS_PER_MINUTE, TRACK_TOO_MANY } from './modules/orders/order-tracking.routes';
import { login, register } from './modules/auth/auth-test-helpers';
import { startInstances, type Instance } from './test/app-instances';
import { deleteRedisKeys, hasRedisServer, mustRunRedisTests, ownRedis, redisAnswers, testRedisPrefix, TEST_REDIS_URL, type OwnRedis } from './test/redis';
import type { App } from './app';

/**
 * Many instances, one store: with REDIS_URL every attempt and request
 * limit counts across instances; with Redis down each instance counts alone and says so once.
 */
const WRONG = 'Wrong#Password1';
let addresses = 0;
const nextAddress = () => `10.23.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

const health = async (app: App) => (await app.inject({ method: 'GET', url: '/api/v1/health' })).json().data as Record<string, unknown>;

/** `wrongOn[i]` wrong passwords on instance i (one address), then one more on the first: its status. */
async function signInsAcross(instances: Instance[], wrongOn: number[]): Promise<{ statuses: number[]; last: { statusCode: number; message: string } }> {
  const { user } = await register(instances[0]!.app);
  const from = nextAddress();
  const statuses: number[] = [];
  for (const [index, wrong] of wrongOn.entries()) {
    for (let i = 0; i < wrong; i += 1) statuses.push((await login(instances[index]!.app, user.email, WRONG, { remoteAddress: from })).statusCode);
  }
  const last = await login(instances[0]!.app, user.email, WRONG, { remoteAddress: from });
  return { statuses, last: { statusCode: last.statusCode, message: last.json().message } };
}

describe('without REDIS_URL', () => {
  it('health names no Redis, and each instance counts alone (the one-process store of before)', async () => {
    const { instances, close } = await startInstances(2);
    try {
      expect(await health(instances[0]!.app)).not.toHaveProperty('redis');
      const { statuses, last } = await signInsAcross(instances, [3, 2]);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      // Three on the first instance, one more there is the fourth it saw: not refused.
      expect(last.statusCode).toBe(401);
    } finally {
      await close();
    }
  });
});

const redisAvailable = await redisAnswers();

describe.runIf(mustRunRedisTests(redisAvailable))('two instances on one Redis', () => {
  const prefix = testRedisPrefix();
  let two: Awaited<ReturnType<typeof startInstances>>;
  beforeAll(async () => {
    two = await startInstances(2, { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix });
  });
  afterAll(async () => {
    await two?.close();
    await deleteRedisKeys(prefix);
  });

  it('health names Redis as ok beside the database', async () => {
    expect(await health(two.instances[1]!.app)).toMatchObject({ status: 'ok', database: two.database.kind, redis: 'ok' });
  });

  it('refuses the sixth wrong password after three on one instance and two on the other', async () => {
    const { statuses, last } = await signInsAcross(two.instances, [3, 2]);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect(last).toEqual({ statusCode: 429, message: tooManySignIns(15) });
  });

  it('counts the newsletter and order tracking request limits across instances', async () => {
    const [first, second] = two.instances.map(({ app }) => app) as [App, App];
    const from = nextAddress();
    const subscribe = (app: App, i: number) => app.inject({ method: 'POST', url: '/api/public/newsletter', payload: { email: `shared.${i}.${from}@example.in` }, remoteAddress: from });
    for (let i = 0; i < NEWSLETTER_ATTEMPTS_PER_MINUTE; i += 1) expect((await subscribe(i % 2 ? second : first, i)).statusCode).toBe(201);
    const refused = await subscribe(first, 99);
    expect([refused.statusCode, refused.json().message]).toEqual([429, NEWSLETTER_MESSAGES.tooMany]);

    const track = (app: App) => app.inject({ method: 'POST', url: '/api/orders/track', payload: { orderNumber: 'AB-2026-000999', contact: 'nobody@example.in' }, remoteAddress: from });
    for (let i = 0; i < TRACK_ATTEMPTS_PER_MINUTE; i += 1) expect((await track(i % 2 ? second : first)).statusCode).toBe(404);
    const tooMany = await track(first);
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([429, TRACK_TOO_MANY]);
  });
});

describe.runIf(mustRunRedisTests(redisAvailable && hasRedisServer()))('when Redis stops and comes back', () => {
  let redis: OwnRedis;
  let two: Awaited<ReturnType<typeof startInstances>>;
  beforeAll(async () => {
    redis = await ownRedis();
    await redis.start();
    two = await startInstances(2, { REDIS_URL: redis.url, REDIS_PREFIX: testRedisPrefix() });
  });
  afterAll(async () => {
    await two?.close();
    await redis?.stop();
  });

  it('keeps serving with per-instance limits, says so once, and shares the counts again once Redis is back', async () => {
    const [first, second] = two.instances as [Instance, Instance];
    await redis.stop();
    await Promise.all(two.instances.map(({ log }) => log.until(REDIS_DOWN_MESSAGE)));
    expect(await health(first.app)).toMatchObject({ status: 'ok', redis: 'down' });

    // Each instance counts alone: the second has seen two of the account's failures, not five.
    const alone = await signInsAcross(two.instances, [3, 2]);
    expect(alone.statuses).toEqual([401, 401, 401, 401, 401]);
    expect(alone.last.statusCode).toBe(401);
    const locked = await signInsAcross([first], [5]);
    expect(locked.last).toEqual({ statusCode: 429, message: tooManySignIns(15) });
    for (const { log } of two.instances) expect(log.saying(REDIS_DOWN_MESSAGE)).toHaveLength(1);

    await redis.start();
    await Promise.all(two.instances.map(({ log }) => log.until(REDIS_BACK_MESSAGE)));
    expect(await health(second.app)).toMatchObject({ status: 'ok', redis: 'ok' });
    const shared = await signInsAcross(two.instances, [3, 2]);
    expect(shared.last).toEqual({ statusCode: 429, message: tooManySignIns(15) });
    for (const { log } of two.instances) {
      expect(log.saying(REDIS_DOWN_MESSAGE)).toHaveLength(1);
      expect(log.saying(REDIS_BACK_MESSAGE)).toHaveLength(1);
    }
  });
});
