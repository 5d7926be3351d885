import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/**
 * Redis for tests: the machine's shared Redis (TEST_REDIS_URL, default 127.0.0.1:6379) under a
 * random key prefix per test file, deleted afterwards; and a redis-server of a test's own, on a
 * free port, for tests that stop Redis. Without a Redis or redis-server the tests that need one
 * are skipped on a developer's machine; in CI (CI set) they must run, so a missing one fails.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Does a Redis answer at `url`? (one PING, one try, a short wait). */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 1_000, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** Is a redis-server program there to start? */
export const hasRedisServer = (): boolean => spawnSync('redis-server', ['--version']).status === 0;

/** Tests that need Redis run when it is there, and always in CI (where its absence is a failure). */
export const mustRunRedisTests = (available: boolean): boolean => available || Boolean(process.env.CI);

/** A key prefix no other test (or store) uses. */
export const testRedisPrefix = () => `aabhushan-test:${randomBytes(6).toString('hex')}:`;

/** Runs `onKeys` on every key under `prefix`, a page at a time. */
async function scanKeys(prefix: string, url: string, onKeys: (client: Redis, keys: string[]) => Promise<unknown>): Promise<void> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await onKeys(client, keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

/** Deletes every key under `prefix` (a test's own). */
export const deleteRedisKeys = (prefix: string, url = TEST_REDIS_URL) => scanKeys(prefix, url, (client, keys) => client.del(...keys));

/** How many keys there are under `prefix`. */
export async function countRedisKeys(prefix: string, url = TEST_REDIS_URL): Promise<number> {
  let count = 0;
  await scanKeys(prefix, url, async (_client, keys) => (count += keys.length));
  return count;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A redis-server of one test's own (nothing kept on disk): it can be stopped and started again on its port. */
export interface OwnRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open but nothing is answered, as when Redis hangs. */
  freeze(): void;
  thaw(): void;
}

export async function ownRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let server: ChildProcess | undefined;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
      server = started;
      await new Promise<void>((resolve, reject) => {
        let said = '';
        started.stdout!.on('data', (chunk: Buffer) => {
          said += chunk.toString();
          if (said.includes('Ready to accept connections')) resolve();
        });
        started.once('exit', (code) => reject(new Error(`redis-server on ${port} ended (${code}) before it was ready: ${said.slice(-500)}`)));
      });
      started.stdout!.resume();
    },
    freeze: () => void server?.kill('SIGSTOP'),
    thaw: () => void server?.kill('SIGCONT'),
    async stop() {
      const running = server;
      server = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGCONT');
      running.kill('SIGTERM');
      await exited;
    },
  };
}
