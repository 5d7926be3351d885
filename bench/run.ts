// `npm run bench`: for each database (embedded PGlite, and PostgreSQL when BENCH_DATABASE_URL or
// the local server answers), starts the server in its own process and measures each scenario
// against the baseline route with autocannon, in one run. Prints req/s, p99, the ratio and the
// serving process's peak memory.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createBenchDatabase, isReachable } from './bench-database';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const scenarios = [
  { name: 'baseline (constant JSON)', path: '/bench/baseline' },
  { name: 'product listing page 1', path: '/api/public/product?page=1&limit=9' },
];

function startServer(env: Record<string, string>, args: string[] = []) {
  const child = fork(path.join(here, 'server.ts'), args, { env: { ...process.env, ...env }, execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const message = new Promise<Record<string, number>>((resolve, reject) => {
    child.once('message', (value) => resolve(value as Record<string, number>));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, message };
}

function peakRssMb(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

async function measure(url: string) {
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function benchOn(kind: 'pglite' | 'postgres') {
  const database = await createBenchDatabase(kind, postgresUrl);
  try {
    const prepare = startServer(database.env, ['--prepare']);
    const prepared = await prepare.message;
    const port = 3900 + Math.floor(Math.random() * 90);
    const server = startServer({ ...database.env, BENCH_PORT: String(port) });
    const ready = await server.message;
    try {
      const base = `http://127.0.0.1:${port}`;
      console.log(`\n## ${kind}: listing answer ${ready.listingBytes} bytes; ${connections} connections, ${seconds} s per scenario`);
      await measure(`${base}${scenarios[1]!.path}`); // warm-up: fills caches and JIT
      const results = [];
      for (const scenario of scenarios) results.push({ ...scenario, ...(await measure(`${base}${scenario.path}`)) });
      const baseline = results[0]!;
      console.log('scenario                           req/s     p99 ms   ratio to baseline');
      for (const row of results) {
        console.log(`${row.name.padEnd(32)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p99).padStart(10)} ${(row.rps / baseline.rps).toFixed(2).padStart(10)}`);
      }
      console.log(`serving process peak memory: ${peakRssMb(server.child.pid!)} MB (migrate + seed process: ${prepared.peakRssMb} MB)`);
    } finally {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
  } finally {
    await database.dispose();
  }
}

await benchOn('pglite');
if (await isReachable(postgresUrl)) await benchOn('postgres');
else console.log(`\nPostgreSQL at ${postgresUrl} did not answer: set BENCH_DATABASE_URL to bench on PostgreSQL too.`);
