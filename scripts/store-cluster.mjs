// Several instances of the store as `npm start` runs them (the bundled API with the built
// storefront), on one PostgreSQL database made for the run and one Redis under a key prefix of
// the run's own, behind nginx with deploy/nginx.conf. For the browser journey
// e2e/two-instances.spec.ts; everything is removed again by `stop()`.
import { randomBytes } from 'node:crypto';
import { startNginx } from './nginx.mjs';
import { startServerProcess } from './server-process.mjs';

/** Where the journeys find PostgreSQL and Redis: CI's TEST_DATABASE_URL, else the machine's own. */
export const clusterPostgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const clusterRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// pg and ioredis are the API's own dependencies, imported once the project is installed.
async function adminStatement(adminUrl, statement) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function postgresAnswers(url = clusterPostgresUrl) {
  try {
    await adminStatement(url, 'select 1');
    return true;
  } catch {
    return false;
  }
}

async function withRedis(url, work) {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await work(client);
  } finally {
    client.disconnect();
  }
}

export async function redisAnswers(url) {
  try {
    return (await withRedis(url, (client) => client.ping())) === 'PONG';
  } catch {
    return false;
  }
}

export async function deleteRedisKeys(url, prefix) {
  await withRedis(url, async (client) => {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  });
}

function databaseUrl(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Starts `instances` servers (at once: the first migrates and seeds under the start-up lock, the
 * others wait for it) and nginx in front of them. Redis is used when it answers (`redis` says
 * whether). Resolves with nginx's `origin`, each instance's `origin`, nginx's `accessLog()`,
 * `stopInstance(index)` (SIGTERM, as an orchestrator stops one) and `stop()` (everything).
 */
export async function startStoreCluster({ instances = 2, entry, postgresUrl = clusterPostgresUrl, redisUrl = clusterRedisUrl, env = {} } = {}) {
  const run = randomBytes(5).toString('hex');
  const database = `aabhushan_cluster_${run}`;
  const redisPrefix = `aabhushan-cluster-${run}:`;
  const redis = await redisAnswers(redisUrl);
  await adminStatement(postgresUrl, `CREATE DATABASE ${database}`);
  const cleanUps = [
    () => adminStatement(postgresUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
    ...(redis ? [() => deleteRedisKeys(redisUrl, redisPrefix)] : []),
  ];
  const stop = async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  };
  try {
    const instanceEnv = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl(postgresUrl, database),
      DATA_DIR: undefined,
      REDIS_URL: redis ? redisUrl : undefined,
      REDIS_PREFIX: redisPrefix,
      // One secret and one data key for all: a session or a sealed address made by one instance is read by another.
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_KEY: randomBytes(32).toString('hex'),
      // nginx on this machine is the proxy whose X-Forwarded-For the instances believe.
      TRUST_PROXY: '127.0.0.1',
      // Stopping is part of the run's time: no drain for a load balancer to notice.
      SHUTDOWN_DRAIN_MS: '0',
      // Never the shell's real mail server.
      SMTP_URL: undefined,
      ...env,
    };
    const started = await Promise.allSettled(Array.from({ length: instances }, () => startServerProcess({ env: instanceEnv, ...(entry ? { entry } : {}) })));
    for (const result of started) if (result.status === 'fulfilled') cleanUps.push(() => result.value.stop());
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const servers = started.map((result) => result.value);
    const nginx = await startNginx({ instancePorts: servers.map(({ origin }) => Number(new URL(origin).port)) });
    cleanUps.push(() => nginx.stop());
    const stopInstance = (index) => servers[index].stop();
    return { origin: nginx.origin, instances: servers.map(({ origin }) => origin), redis, accessLog: nginx.accessLog, stopInstance, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
