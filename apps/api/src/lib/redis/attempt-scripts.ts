import type { Redis } from 'ioredis';

/**
 * The sliding window of attempts/sliding-window.ts in Lua, so that every instance counts in one
 * place and a check and its record are one atomic step in Redis (parallel guesses sent to
 * different instances cannot all pass). A key's attempts are a sorted set: score = the time of
 * the attempt (the app's clock, in ms), member = a unique id. Attempts older than the window are
 * dropped on every touch, at most `max` are kept (the newest), and the key expires with its
 * window. A key with a group (an account's counts from each address) is also listed in the
 * group's set, so the group can be forgotten without scanning Redis.
 *
 * KEYS: the counters. ARGV: mode (check | take | record), now, member id, then for each key its
 * max, window (ms) and group set key ('' when none). Answers the longest wait in ms, or -1 when
 * no counter refuses (take and record then recorded the attempt in every counter).
 */
const ATTEMPTS_SCRIPT = `
local mode, now, member = ARGV[1], tonumber(ARGV[2]), ARGV[3]
local function limit(i) return tonumber(ARGV[3 * i + 1]), tonumber(ARGV[3 * i + 2]), ARGV[3 * i + 3] end
local wait = -1
for i = 1, #KEYS do
  local max, window = limit(i)
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window)
  if mode ~= 'record' then
    local count = redis.call('ZCARD', KEYS[i])
    if count >= max then
      local oldest = redis.call('ZRANGE', KEYS[i], count - max, count - max, 'WITHSCORES')
      wait = math.max(wait, tonumber(oldest[2]) + window - now, 1)
    end
  end
end
if mode == 'check' or wait >= 0 then return wait end
for i = 1, #KEYS do
  local max, window, group = limit(i)
  redis.call('ZADD', KEYS[i], now, member)
  redis.call('ZREMRANGEBYRANK', KEYS[i], 0, -(max + 1))
  redis.call('PEXPIRE', KEYS[i], window)
  if group ~= '' then
    redis.call('SADD', group, KEYS[i])
    redis.call('PEXPIRE', group, window)
  end
end
return -1
`;

/** Takes back the newest attempt of KEYS[1] still in its window (ARGV: now, window). */
const FORGET_ONE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
redis.call('ZPOPMAX', KEYS[1])
return 0
`;

/** Deletes every counter listed in the group set KEYS[1], then the set (a single Redis, not a cluster). */
const CLEAR_GROUP_SCRIPT = `
for _, key in ipairs(redis.call('SMEMBERS', KEYS[1])) do redis.call('DEL', key) end
redis.call('DEL', KEYS[1])
return 0
`;

export type AttemptsMode = 'check' | 'take' | 'record';

export interface AttemptScripts {
  attempts(keys: string[], mode: AttemptsMode, now: number, member: string, limits: Array<[max: number, windowMs: number, group: string]>): Promise<number>;
  forgetOne(key: string, now: number, windowMs: number): Promise<void>;
  clearGroup(groupKey: string): Promise<void>;
}

interface DefinedCommands {
  aabhushanAttempts(numKeys: number, ...args: Array<string | number>): Promise<number>;
  aabhushanForgetOne(key: string, now: number, windowMs: number): Promise<number>;
  aabhushanClearGroup(groupKey: string): Promise<number>;
}

/** The scripts as commands of `client` (ioredis sends them by hash, and the text once when Redis lacks it). */
export function defineAttemptScripts(client: Redis): AttemptScripts {
  const defined = client as unknown as DefinedCommands;
  if (!('aabhushanAttempts' in client)) {
    client.defineCommand('aabhushanAttempts', { lua: ATTEMPTS_SCRIPT });
    client.defineCommand('aabhushanForgetOne', { lua: FORGET_ONE_SCRIPT, numberOfKeys: 1 });
    client.defineCommand('aabhushanClearGroup', { lua: CLEAR_GROUP_SCRIPT, numberOfKeys: 1 });
  }
  return {
    attempts: (keys, mode, now, member, limits) => defined.aabhushanAttempts(keys.length, ...keys, mode, now, member, ...limits.flat()),
    forgetOne: async (key, now, windowMs) => void (await defined.aabhushanForgetOne(key, now, windowMs)),
    clearGroup: async (groupKey) => void (await defined.aabhushanClearGroup(groupKey)),
  };
}
