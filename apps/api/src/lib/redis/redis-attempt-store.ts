import { randomBytes } from 'node:crypto';
import {
  createMemoryAttemptStore,
  KEY_GROUP_END,
  type AttemptLimiter,
  type AttemptLimiterOptions,
  type AttemptStore,
  type LimiterChecks,
} from '../attempt-limiter';
import { defineAttemptScripts } from './attempt-scripts';
import type { RedisLink } from './redis-link';

interface RedisCounter {
  name: string;
  max: number;
  windowMs: number;
  now: () => number;
  /** The same limit in this process's memory: counts while Redis does not answer. */
  insurance: AttemptLimiter;
}

/**
 * Attempt limits counted in Redis, shared by every instance (lib/redis/attempt-scripts.ts). While
 * Redis does not answer, each limiter counts in this process's memory instead (its insurance):
 * the store keeps serving with per-instance limits, and goes back to the shared counts when Redis
 * answers again (the counts kept meanwhile stay in this instance).
 */
export function createRedisAttemptStore(link: RedisLink): AttemptStore {
  const scripts = defineAttemptScripts(link.client);
  const insurance = createMemoryAttemptStore();
  const counters = new WeakMap<AttemptLimiter, RedisCounter>();
  const names = new Set<string>();
  // Members of a sorted set must differ: this process's id and a sequence number.
  const processId = randomBytes(6).toString('hex');
  let sequence = 0;
  const member = (now: number) => `${now}:${processId}:${(sequence += 1)}`;

  const keyOf = (counter: RedisCounter, key: string) => `${link.prefix}attempts:${counter.name}:${key}`;
  const groupKeyOf = (counter: RedisCounter, group: string) => `${link.prefix}attempt-groups:${counter.name}:${group}`;
  const groupOf = (key: string) => {
    const end = key.indexOf(KEY_GROUP_END);
    return end < 0 ? null : key.slice(0, end + 1);
  };
  const counterOf = (limiter: AttemptLimiter): RedisCounter => {
    const counter = counters.get(limiter);
    if (!counter) throw new Error('an attempt limiter of another store was given to the Redis store');
    return counter;
  };

  /** One step of the sliding-window script over several counters at the same time. */
  const attempts = (checks: Array<[RedisCounter, string]>, mode: 'check' | 'take' | 'record') => {
    const now = checks[0]![0].now();
    const limits = checks.map(([counter, key]): [number, number, string] => {
      const group = groupOf(key);
      return [counter.max, counter.windowMs, group === null ? '' : groupKeyOf(counter, group)];
    });
    return scripts.attempts(checks.map(([counter, key]) => keyOf(counter, key)), mode, now, member(now), limits);
  };

  const store: AttemptStore = {
    kind: 'redis',
    limiter(options: AttemptLimiterOptions) {
      // Two limits under one name would count each other's attempts in Redis.
      if (names.has(options.name)) throw new Error(`two attempt limiters are named ${options.name}`);
      names.add(options.name);
      const counter: RedisCounter = { name: options.name, max: options.max, windowMs: options.windowMs, now: options.now ?? Date.now, insurance: insurance.limiter(options) };
      const limiter: AttemptLimiter = {
        store,
        check: (key) =>
          link.run(
            async () => {
              const wait = await attempts([[counter, key]], 'check');
              return wait < 0 ? { blocked: false, retryAfterMs: 0 } : { blocked: true, retryAfterMs: wait };
            },
            () => counter.insurance.check(key),
          ),
        record: (key) => link.run(async () => void (await attempts([[counter, key]], 'record')), () => counter.insurance.record(key)),
        forgetOne: (key) => link.run(() => scripts.forgetOne(keyOf(counter, key), counter.now(), counter.windowMs), () => counter.insurance.forgetOne(key)),
        clear: (key) => link.run(async () => void (await link.client.del(keyOf(counter, key))), () => counter.insurance.clear(key)),
        clearPrefix: (group) => {
          if (groupOf(group) !== group) throw new Error('clearPrefix takes a key group: text ending at its first line break');
          return link.run(() => scripts.clearGroup(groupKeyOf(counter, group)), () => counter.insurance.clearPrefix(group));
        },
      };
      counters.set(limiter, counter);
      return limiter;
    },
    take(checks: LimiterChecks) {
      const resolved = checks.map(([limiter, key]): [RedisCounter, string] => [counterOf(limiter), key]);
      return link.run(
        async () => {
          const wait = await attempts(resolved, 'take');
          return wait < 0 ? null : wait;
        },
        () => insurance.take(resolved.map(([counter, key]) => [counter.insurance, key])),
      );
    },
  };
  return store;
}
