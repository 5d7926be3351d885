import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryAttemptStore, takeAttempt, type AttemptStore } from '../attempt-limiter';
import { createRedisAttemptStore } from '../redis/redis-attempt-store';
import { openRedisLink, type RedisLink } from '../redis/redis-link';
import { countRedisKeys, deleteRedisKeys, mustRunRedisTests, redisAnswers, testRedisPrefix, TEST_REDIS_URL } from '../../test/redis';

const MINUTE = 60_000;
/** What the Redis link said: a scenario that passed on the memory fallback must not count as Redis passing. */
const problems: string[] = [];
const log = { warn: (_details: object, message: string) => problems.push(message), info: () => undefined, error: (_details: object, message: string) => problems.push(message) };

function fakeClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const redisAvailable = await redisAnswers();
const prefix = testRedisPrefix();
const links: RedisLink[] = [];
let names = 0;

async function redisStore(): Promise<AttemptStore> {
  const link = await openRedisLink({ url: TEST_REDIS_URL, prefix, log });
  links.push(link);
  return createRedisAttemptStore(link);
}

afterAll(async () => {
  await Promise.all(links.map((link) => link.close()));
  if (redisAvailable) await deleteRedisKeys(prefix);
});

const stores: Array<[string, () => Promise<AttemptStore>, boolean]> = [
  ['memory', async () => createMemoryAttemptStore(), true],
  ['Redis', redisStore, mustRunRedisTests(redisAvailable)],
];

describe.each(stores)('the %s attempt store', (kind, makeStore, runs) => {
  let store: AttemptStore;
  beforeAll(async () => {
    if (runs) store = await makeStore();
  });
  // Every test its own limiter name, so the Redis counts of one test never meet another's.
  const limiter = (max: number, windowMs: number, now?: () => number) => store.limiter({ name: `test-${(names += 1)}`, max, windowMs, now });

  it.runIf(runs)('blocks after max attempts within the window and says how long to wait', async () => {
    const clock = fakeClock();
    const limits = limiter(3, 15 * MINUTE, clock.now);
    for (let i = 0; i < 3; i += 1) {
      expect((await limits.check('a')).blocked).toBe(false);
      await limits.record('a');
      clock.advance(MINUTE);
    }
    // The first attempt was 3 minutes ago: it leaves the window in 12 minutes.
    expect(await limits.check('a')).toEqual({ blocked: true, retryAfterMs: 12 * MINUTE });
    expect((await limits.check('b')).blocked).toBe(false);
  });

  it.runIf(runs)('slides: attempts older than the window no longer count', async () => {
    const clock = fakeClock();
    const limits = limiter(2, 10 * MINUTE, clock.now);
    await limits.record('a');
    clock.advance(5 * MINUTE);
    await limits.record('a');
    expect((await limits.check('a')).blocked).toBe(true);
    clock.advance(5 * MINUTE);
    expect((await limits.check('a')).blocked).toBe(false);
    await limits.record('a');
    expect(await limits.check('a')).toEqual({ blocked: true, retryAfterMs: 5 * MINUTE });
  });

  it.runIf(runs)('clear forgets a key, forgetOne takes back the newest attempt', async () => {
    const clock = fakeClock();
    const limits = limiter(2, MINUTE, clock.now);
    await limits.record('a');
    clock.advance(1_000);
    await limits.record('a');
    await limits.forgetOne('a');
    // The older attempt stays: one more is allowed, and the wait then counts from the older one.
    expect((await limits.check('a')).blocked).toBe(false);
    await limits.record('a');
    expect(await limits.check('a')).toEqual({ blocked: true, retryAfterMs: MINUTE - 1_000 });
    await limits.clear('a');
    expect((await limits.check('a')).blocked).toBe(false);
  });

  it.runIf(runs)("clearPrefix forgets every key of a group (an account's counts from every address) and no other", async () => {
    const limits = limiter(1, MINUTE);
    for (const key of ['asha@example.in\n10.0.0.1', 'asha@example.in\n10.0.0.2', 'ashaa@example.in\n10.0.0.1', 'asha@example.in']) await limits.record(key);
    await limits.clearPrefix('asha@example.in\n');
    expect((await limits.check('asha@example.in\n10.0.0.1')).blocked).toBe(false);
    expect((await limits.check('asha@example.in\n10.0.0.2')).blocked).toBe(false);
    expect((await limits.check('ashaa@example.in\n10.0.0.1')).blocked).toBe(true);
    expect((await limits.check('asha@example.in')).blocked).toBe(true);
  });

  it.runIf(runs)('takeAttempt records in every limiter only when none refuses, and answers the longest wait', async () => {
    const clock = fakeClock();
    const short = limiter(1, MINUTE, clock.now);
    const long = limiter(2, 10 * MINUTE, clock.now);
    expect(await takeAttempt([[short, 'a'], [long, 'a']])).toBeNull();
    expect(await takeAttempt([[short, 'a'], [long, 'a']])).toBe(MINUTE);
    // The refused attempt was not recorded in the long window: one slot is still free there.
    clock.advance(MINUTE);
    expect(await takeAttempt([[short, 'a'], [long, 'a']])).toBeNull();
    clock.advance(MINUTE);
    expect(await takeAttempt([[short, 'a'], [long, 'a']])).toBe(8 * MINUTE);
  });

  it.runIf(runs)('lets exactly max of many parallel attempts through', async () => {
    const limits = limiter(3, MINUTE);
    const answers = await Promise.all(Array.from({ length: 20 }, () => takeAttempt([[limits, 'parallel']])));
    expect(answers.filter((wait) => wait === null)).toHaveLength(3);
  });

  it.runIf(runs && kind === 'Redis')('counted in Redis all along (never in its memory fallback)', async () => {
    expect(problems).toEqual([]);
    expect(await countRedisKeys(`${prefix}attempts:`)).toBeGreaterThan(0);
  });
});

describe.runIf(mustRunRedisTests(redisAvailable))('two Redis attempt stores on one prefix (two instances)', () => {
  it('count the same attempts', async () => {
    const [first, second] = [await redisStore(), await redisStore()];
    const options = { name: 'shared-by-two', max: 5, windowMs: MINUTE };
    const [onFirst, onSecond] = [first.limiter(options), second.limiter(options)];
    for (let i = 0; i < 3; i += 1) expect(await takeAttempt([[onFirst, 'asha']])).toBeNull();
    for (let i = 0; i < 2; i += 1) expect(await takeAttempt([[onSecond, 'asha']])).toBeNull();
    expect(await takeAttempt([[onFirst, 'asha']])).toBeGreaterThan(0);
    expect(await takeAttempt([[onSecond, 'asha']])).toBeGreaterThan(0);
  });

  it('refuses two limiters of one name in one store: they would count each other', async () => {
    const store = await redisStore();
    store.limiter({ name: 'only-once', max: 1, windowMs: MINUTE });
    expect(() => store.limiter({ name: 'only-once', max: 2, windowMs: MINUTE })).toThrow('two attempt limiters are named only-once');
  });
});
