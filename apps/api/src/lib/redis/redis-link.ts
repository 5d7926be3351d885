import { Redis } from 'ioredis';

/** The log lines the link writes: one when Redis stops answering, one when it answers again. */
export interface RedisLinkLog {
  warn(details: object, message: string): void;
  info(message: string): void;
  error(details: object, message: string): void;
}

export type RedisState = 'ok' | 'down';

/**
 * The connection to the optional shared Redis (REDIS_URL), for everything several instances of
 * the store must share. Redis is help, never a condition: while it does not answer, each
 * instance goes on alone (`run` takes the fallback) and the log says so once, and once more
 * when it answers again.
 */
export interface RedisLink {
  readonly client: Redis;
  /** Starts every key this store writes (REDIS_PREFIX), so several stores or test runs can share one Redis. */
  readonly prefix: string;
  /** Runs `viaRedis`, or `fallback` when Redis is down or the command fails. */
  run<T>(viaRedis: (client: Redis) => Promise<T>, fallback: () => T | Promise<T>): Promise<T>;
  /** Asks Redis now (PING): the health check's answer. */
  state(): Promise<RedisState>;
  close(): Promise<void>;
}

export interface RedisLinkOptions {
  url: string;
  prefix: string;
  log: RedisLinkLog;
  /** How long a command may take before this instance goes on alone (ms). */
  commandTimeoutMs?: number;
}

export const REDIS_DOWN_MESSAGE = 'Redis does not answer: limits count in this instance only until it is back';
export const REDIS_BACK_MESSAGE = 'Redis answers again: limits are shared by every instance';
/** While Redis is down but the connection stands (commands timed out), how often to ask again. */
const PROBE_EVERY_MS = 1_000;

/** Connects (waiting at most about one connect timeout); a Redis that is down at start is logged, not fatal. */
export async function openRedisLink({ url, prefix, log, commandTimeoutMs = 1_000 }: RedisLinkOptions): Promise<RedisLink> {
  const client = new Redis(url, {
    lazyConnect: true,
    // Fail at once while disconnected instead of queueing: a request must not wait for Redis.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // An attempt sent once must not be counted twice after a reconnect.
    autoResendUnfulfilledCommands: false,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2_000,
    // Keep reconnecting for ever, at most every 2 s: Redis coming back makes limits shared again.
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  });
  // Counted as up until the first connect says otherwise, so a Redis down at start is logged once.
  let up = true;
  let closing = false;
  let probe: NodeJS.Timeout | undefined;

  const markUp = () => {
    if (up || closing) return;
    up = true;
    clearInterval(probe);
    probe = undefined;
    log.info(REDIS_BACK_MESSAGE);
  };
  const markDown = (error?: unknown) => {
    if (!up || closing) return;
    up = false;
    log.warn({ err: error }, REDIS_DOWN_MESSAGE);
    // A dropped connection comes back with 'ready'; a connection that stands but stopped answering needs asking.
    probe = setInterval(() => {
      if (client.status === 'ready') client.ping().then(markUp, () => undefined);
    }, PROBE_EVERY_MS).unref();
  };

  client.on('ready', markUp);
  client.on('close', () => markDown());
  // ioredis reports every failed reconnect here; only the change of state is worth a line.
  client.on('error', (error) => markDown(error));

  try {
    await client.connect();
  } catch (error) {
    markDown(error);
  }

  return {
    client,
    prefix,
    async run(viaRedis, fallback) {
      if (!up || closing) return fallback();
      try {
        return await viaRedis(client);
      } catch (error) {
        // Redis answered, with an error: the command is wrong, not the link (a bug to see in the log).
        if ((error as Error).name === 'ReplyError') log.error({ err: error }, 'a Redis command failed: this instance counts alone for it');
        else markDown(error);
        return fallback();
      }
    },
    async state() {
      try {
        await client.ping();
        markUp();
        return 'ok';
      } catch (error) {
        markDown(error);
        return 'down';
      }
    },
    async close() {
      closing = true;
      clearInterval(probe);
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
