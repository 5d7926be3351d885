// `npm run bench -- --instances N`: N serving processes of the bench (bench/server.ts: the real
// app) on one PostgreSQL database and one Redis (under a key prefix of the run's own), behind
// nginx with deploy/nginx.conf, against one instance behind the same nginx configuration, in
// one run. Each scenario is measured three ways, one after another: one instance directly, one
// instance through nginx, N instances through nginx; the ratio N/1 compares the two through
// nginx. Beside each row: the machine's CPU (all cores), the instances', nginx's and the load
// generator's, in cores. On a machine with few cores the ratio is bounded by them: the load
// generator, nginx, PostgreSQL and the instances share them (docs/performance.md).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { createBenchDatabase, isReachable } from './bench-database';
import type { BenchShoppers } from './bench-customers';
import { cpuSecondsOf, productionEnv, startServer, stopServer } from './bench-process';
import type { Measurement } from './measure';
import { measure, connections, seconds, type Scenario } from './scenario-load';
import { getFreePort } from '../scripts/lib.mjs';
import { findNginx, NO_NGINX, startNginx } from '../scripts/nginx.mjs';
import { deleteRedisKeys, redisAnswers } from '../scripts/store-cluster.mjs';

export interface InstancesPlan {
  count: number;
  postgresUrl: string;
  redisUrl: string;
  /** The scenarios to measure (the cached and uncached listing, add-to-cart). */
  scenarios: Scenario[];
  serverFlags: string[];
}

/** Busy and total clock ticks of all cores so far (/proc/stat's first line). */
function machineTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - fields[3]! - fields[4]!, total };
}

/** nginx's master and its workers (read when asked: the master forks them after it listens). */
function nginxPids(master: number | undefined): number[] {
  if (master === undefined) return [];
  const file = `/proc/${master}/task/${master}/children`;
  const children = existsSync(file) ? readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number) : [];
  return [master, ...children];
}

const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + (existsSync(`/proc/${pid}/stat`) ? cpuSecondsOf(pid) : 0), 0);

interface Row extends Measurement {
  machine: number;
  instances: number;
  nginx: number;
  bench: number;
}

/** One measurement with the CPU each part used meanwhile, in cores (1.0 = one core busy all along). */
async function measureWithCpu(processes: { instances: number[]; nginx?: number }, run: () => Promise<Measurement>): Promise<Row> {
  const pids = { instances: processes.instances, nginx: nginxPids(processes.nginx) };
  const before = { machine: machineTicks(), instances: cpuOf(pids.instances), nginx: cpuOf(pids.nginx), bench: process.cpuUsage() };
  const started = performance.now();
  const result = await run();
  const elapsed = (performance.now() - started) / 1000;
  const machine = machineTicks();
  const bench = process.cpuUsage(before.bench);
  const cores = availableParallelism();
  return {
    ...result,
    machine: ((machine.busy - before.machine.busy) / (machine.total - before.machine.total)) * cores,
    instances: (cpuOf(pids.instances) - before.instances) / elapsed,
    nginx: (cpuOf(pids.nginx) - before.nginx) / elapsed,
    bench: (bench.user + bench.system) / 1e6 / elapsed,
  };
}

/** Empties the bench customers' carts, so adds never reach a line's cap of 99 however many runs. */
async function clearCarts(base: string, shoppers: BenchShoppers) {
  for (const authorization of shoppers.authorizations) {
    const cleared = await fetch(`${base}/api/v1/cart/clear`, { method: 'DELETE', headers: { authorization } });
    if (!cleared.ok) throw new Error(`clearing a bench cart answered ${cleared.status}`);
  }
}

/** The rest of the machine's CPU: PostgreSQL, Redis, and whatever else runs on it meanwhile. */
const restOf = (row: Row) => Math.max(0, row.machine - row.instances - row.nginx - row.bench);

/**
 * Requests per second of one instance's core: what an instance does with a core of its own
 * (Node runs the store's JavaScript on one thread), whatever else the machine was doing.
 */
const perInstanceCore = (row: Row) => (row.instances > 0 ? row.rps / row.instances : NaN);

const formatRow = (label: string, row: Row, ratio = '') =>
  `  ${label.padEnd(26)} ${row.rps.toFixed(0).padStart(7)} ${row.p99.toFixed(0).padStart(8)}   ${ratio.padEnd(6)} ${perInstanceCore(row).toFixed(0).padStart(8)}   ${[row.machine, row.instances, row.nginx, row.bench, restOf(row)].map((cores) => cores.toFixed(2).padStart(5)).join('  ')}`;

export async function benchInstances({ count, postgresUrl, redisUrl, scenarios, serverFlags }: InstancesPlan): Promise<void> {
  if (!(await isReachable(postgresUrl))) throw new Error(`--instances needs PostgreSQL: ${postgresUrl} did not answer (set BENCH_DATABASE_URL)`);
  if (!findNginx()) throw new Error(NO_NGINX);
  const redis = await redisAnswers(redisUrl);
  const redisPrefix = `aabhushan-bench-${randomBytes(4).toString('hex')}:`;
  const database = await createBenchDatabase('postgres', postgresUrl);
  const cleanUps: Array<() => Promise<unknown>> = [() => database.dispose()];
  if (redis) cleanUps.push(() => deleteRedisKeys(redisUrl, redisPrefix));
  try {
    await startServer(database.env, ['--prepare']).message;
    const ports: number[] = [];
    for (let n = 0; n < count; n += 1) ports.push(await getFreePort());
    const servers = ports.map((port) =>
      startServer(
        {
          ...database.env,
          ...productionEnv(port),
          BENCH_PORT: String(port),
          ...(redis ? { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix } : {}),
          TRUST_PROXY: '127.0.0.1',
          SHUTDOWN_DRAIN_MS: '0',
        },
        [],
        serverFlags,
      ),
    );
    cleanUps.push(() => Promise.all(servers.map(({ child }) => stopServer(child))));
    const ready = await Promise.all(servers.map(({ message }) => message));
    const shoppers = ready[0]!.shoppers!;
    const one = await startNginx({ instancePorts: ports.slice(0, 1) });
    cleanUps.push(() => one.stop());
    const all = await startNginx({ instancePorts: ports });
    cleanUps.push(() => all.stop());
    const direct = `http://127.0.0.1:${ports[0]}`;
    const pids = servers.map(({ child }) => child.pid!);
    const targets = [
      { label: '1 instance, direct', base: direct, pids: { instances: pids.slice(0, 1) } },
      { label: '1 instance, nginx', base: one.origin, pids: { instances: pids.slice(0, 1), nginx: one.pid } },
      { label: `${count} instances, nginx`, base: all.origin, pids: { instances: pids, nginx: all.pid } },
    ];

    console.log(`\n## ${count} instances behind nginx (deploy/nginx.conf), PostgreSQL${redis ? ' and Redis' : ' (Redis did not answer: limits per instance)'}; ${connections} connections, ${seconds} s per row; this machine: ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} before the run`);
    console.log(`  ${'scenario / target'.padEnd(26)} ${'req/s'.padStart(7)} ${'p99 ms'.padStart(8)}   ${`${count}/1`.padEnd(6)} ${'per core'.padStart(8)}   CPU in cores: machine, instances, nginx, bench, rest (PostgreSQL, others)`);
    for (const scenario of scenarios) {
      if (scenario.shopper) await clearCarts(direct, shoppers);
      // Warm-up: every instance's JIT and cache, nginx's connections to them.
      for (const target of targets) await measure(target.base, scenario, 2, shoppers);
      console.log(`  ${scenario.name}`);
      const rows: Row[] = [];
      for (const target of targets) {
        if (scenario.shopper) await clearCarts(direct, shoppers);
        rows.push(await measureWithCpu(target.pids, () => measure(target.base, scenario, seconds, shoppers)));
      }
      rows.forEach((row, index) => {
        const ratio = index === 2 ? (row.rps / rows[1]!.rps).toFixed(2) : '';
        console.log(formatRow(targets[index]!.label, row, ratio));
      });
    }
    console.log(`  ${count}/1: req/s of ${count} instances over 1, both through nginx. per core: req/s over the instances' CPU in cores, what an instance does with a core of its own.`);
    console.log(`  On ${availableParallelism()} cores the instances, nginx, PostgreSQL and the load generator share the cores: with the machine near ${availableParallelism()}.00 busy, a ratio near 1 (or below) means the machine, not the store, is the limit.`);
  } finally {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  }
}
