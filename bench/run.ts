// `npm run bench`: starts the server in its own process and measures, in one run, each scenario
// against the baseline route with autocannon. Prints req/s, p99, the ratio and the server's peak memory.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = 3900 + Math.floor(Math.random() * 90);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const scenarios = [
  { name: 'baseline (constant JSON)', path: '/bench/baseline' },
  { name: 'product listing page 1', path: '/api/public/product?page=1&limit=9' },
];

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : NaN;
}

async function measure(url: string) {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const server = fork(path.join(here, 'server.ts'), [], {
  env: { ...process.env, BENCH_PORT: String(port) },
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
});
const ready = await new Promise<{ listingBytes: number; database: string }>((resolve, reject) => {
  server.once('message', (message) => resolve(message as { listingBytes: number; database: string }));
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

try {
  const base = `http://127.0.0.1:${port}`;
  console.log(`database ${ready.database}; listing answer ${ready.listingBytes} bytes; ${connections} connections, ${seconds} s per scenario`);
  await measure(`${base}${scenarios[1]!.path}`); // warm-up: fills caches and JIT
  const results = [];
  for (const scenario of scenarios) results.push({ ...scenario, ...(await measure(`${base}${scenario.path}`)) });
  const baseline = results[0]!;
  console.log('\nscenario                          req/s      p99 ms   ratio to baseline');
  for (const row of results) {
    console.log(`${row.name.padEnd(32)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p99).padStart(10)} ${(row.rps / baseline.rps).toFixed(2).padStart(10)}`);
  }
  console.log(`\nserver peak memory (VmHWM): ${peakRssMb(server.pid!).toFixed(0)} MB`);
} finally {
  server.kill('SIGTERM');
}
