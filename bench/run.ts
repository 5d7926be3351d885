// `npm run bench`: for each database (embedded PGlite, and PostgreSQL when BENCH_DATABASE_URL or
// the local server answers), starts the server in its own process and measures each scenario
// against the baseline route with autocannon, in one run. Prints req/s, p99, the ratio and the
// serving process's peak memory.
//
// Options: --products N seeds an N-product catalogue (bench/generate-catalogue.ts) instead of the
// demo's; --only pglite|postgres benches one database; --explain prints EXPLAIN ANALYZE of the
// catalogue queries on PostgreSQL (bench/explain.ts).
//
// The public read cache answers a repeated identical GET from memory, so the database scenarios
// ("uncached") add a counter parameter (`_bench=N`, ignored by the API) to each request: every
// request is a cache miss that runs the real queries, plus the cache's own bookkeeping. The
// "served" scenarios take a popular mix of searches and filtered pages in turn, as a shop in
// service answers them: each is computed once, then served from the 5-minute public cache.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createBenchDatabase, isReachable } from './bench-database';
import { explainCatalogueQueries } from './explain';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}
const productCount = option('--products') === undefined ? undefined : Number(option('--products'));
if (productCount !== undefined && !(Number.isInteger(productCount) && productCount >= 1 && productCount <= 200_000)) {
  throw new Error('--products must be a whole number from 1 to 200000');
}
const only = option('--only');
if (only !== undefined && only !== 'pglite' && only !== 'postgres') throw new Error('--only must be pglite or postgres');
const explain = process.argv.includes('--explain');

interface Scenario {
  name: string;
  path: string;
  /** A fresh cache key per request, so the database does the work every time. */
  uncached?: boolean;
  /** Paths taken in turn, one per request: a shop's everyday mix, served through the public cache. */
  rotate?: string[];
}

/** What shoppers type most (typos and Hindi included): each is a cache miss once per 5 minutes. */
const POPULAR_SEARCHES = [
  'necklace', 'neklace', 'gold ring', 'jhumka', 'jumka', 'diamond earrings', 'kundan set', 'bangles',
  'braclet', 'mangalsutra', 'nose pin', 'anklet', 'silver payal', 'temple', 'pearl', 'ruby ring',
  'emerald', 'solitaire', 'chain', 'pendant', 'हार', 'झुमके', 'rose gold', 'platinum',
].map((q) => `/api/public/product/search?q=${encodeURIComponent(q)}`);

/** Category x sort x price band: the filtered pages shoppers move between. */
const POPULAR_LISTINGS = ['necklaces', 'earrings', 'rings', 'bangles'].flatMap((category) =>
  ['price-asc', 'price-desc', 'newest'].flatMap((sort) =>
    ['minPrice=5000&maxPrice=200000', 'metal=gold'].map(
      (filter) => `/api/public/product?category=${category}&${filter}&sort=${sort}&page=1&limit=9`,
    ),
  ),
);

const FILTERED_LISTING_PATH =
  '/api/public/product?category=necklaces&metal=gold&minPrice=5000&maxPrice=200000&sort=price-asc&page=2&limit=9';

const scenarios: Scenario[] = [
  { name: 'baseline (constant JSON)', path: '/bench/baseline' },
  { name: 'product listing page 1 (cached)', path: '/api/public/product?page=1&limit=9' },
  { name: 'product listing page 1', path: '/api/public/product?page=1&limit=9', uncached: true },
  { name: 'search "neklace"', path: '/api/public/product/search?q=neklace', uncached: true },
  { name: 'search "gold ring"', path: '/api/public/product/search?q=gold%20ring', uncached: true },
  { name: 'filtered sorted listing', path: FILTERED_LISTING_PATH, uncached: true },
  { name: `served: ${POPULAR_SEARCHES.length} popular searches`, path: POPULAR_SEARCHES[0]!, rotate: POPULAR_SEARCHES },
  { name: `served: ${POPULAR_LISTINGS.length} filtered listings`, path: POPULAR_LISTINGS[0]!, rotate: POPULAR_LISTINGS },
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

async function measure(base: string, scenario: Scenario, duration = seconds) {
  let counter = 0;
  const nextPath = scenario.uncached
    ? () => `${scenario.path}&_bench=${counter++}`
    : scenario.rotate
      ? () => scenario.rotate![counter++ % scenario.rotate!.length]!
      : undefined;
  const requests: autocannon.Request[] | undefined = nextPath
    ? [{ method: 'GET', path: scenario.path, setupRequest: (request) => ({ ...request, path: nextPath() }) }]
    : undefined;
  // 30 s rather than autocannon's 10: embedded PGlite answers one query at a time, so under 50
  // connections a database scenario queues for long; a timeout would abort the whole run.
  const result = await autocannon({ url: `${base}${scenario.path}`, connections, duration, requests, timeout: 30 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${scenario.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function benchOn(kind: 'pglite' | 'postgres') {
  const database = await createBenchDatabase(kind, postgresUrl);
  try {
    const prepare = startServer(database.env, ['--prepare', ...(productCount ? ['--products', String(productCount)] : [])]);
    const prepared = await prepare.message;
    const port = 3900 + Math.floor(Math.random() * 90);
    const server = startServer({ ...database.env, BENCH_PORT: String(port) });
    const ready = await server.message;
    try {
      const base = `http://127.0.0.1:${port}`;
      const size = productCount ?? 'demo';
      console.log(`\n## ${kind}, ${size} products: listing answer ${ready.listingBytes} bytes; ${connections} connections, ${seconds} s per scenario`);
      // Warm-up: JIT, the database's buffers and plans, for every scenario.
      for (const scenario of scenarios) await measure(base, scenario, 2);
      const results = [];
      for (const scenario of scenarios) results.push({ ...scenario, ...(await measure(base, scenario)) });
      const baseline = results[0]!;
      console.log('scenario                           req/s     p99 ms   ratio to baseline (req/s; p99)');
      for (const row of results) {
        const ratios = `${(row.rps / baseline.rps).toFixed(2)}; ${(row.p99 / baseline.p99).toFixed(2)}`;
        console.log(`${row.name.padEnd(32)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p99).padStart(10)}   ${ratios}`);
      }
      if (explain && kind === 'postgres') await explainCatalogueQueries(database.env.DATABASE_URL!, FILTERED_LISTING_PATH);
      console.log(`serving process peak memory: ${peakRssMb(server.child.pid!)} MB (migrate + seed process: ${prepared.peakRssMb} MB)`);
    } finally {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
  } finally {
    await database.dispose();
  }
}

if (only !== 'postgres') await benchOn('pglite');
if (only === 'pglite') process.exit(0);
if (await isReachable(postgresUrl)) await benchOn('postgres');
else console.log(`\nPostgreSQL at ${postgresUrl} did not answer: set BENCH_DATABASE_URL to bench on PostgreSQL too.`);
