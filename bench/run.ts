// `npm run bench`: for each database (embedded PGlite, and PostgreSQL when BENCH_DATABASE_URL or
// the local server answers), starts the server in its own process and measures each scenario
// against the baseline route with autocannon, in one run. Prints req/s, p99, the ratio and the
// serving process's peak memory.
//
// Options: --products N seeds an N-product catalogue (bench/generate-catalogue.ts) instead of the
// demo's; --only pglite|postgres benches one database; --explain prints EXPLAIN ANALYZE of the
// catalogue queries on PostgreSQL (bench/explain.ts); --scenario TEXT[,TEXT...] runs only the scenarios whose
// name contains one of them (the baseline and the cached listing always run: the ratios need them);
// --cpu-prof DIR writes a CPU profile of the serving process into DIR when it stops, and
// --heap-snapshot DIR a heap snapshot. --instances N (2 or more, PostgreSQL) measures the cached
// listing, the uncached listing and add-to-cart on one instance and on N behind nginx
// (bench/instances.ts). The serving process runs with npm start's Node flags;
// BENCH_SERVER_FLAGS="..." tries others (heap sizes, say).
//
// The public read cache answers a repeated identical GET from memory, so the database scenarios
// ("uncached") add a counter parameter (`_bench=N`, ignored by the API) to each request: every
// request is a cache miss that runs the real queries, plus the cache's own bookkeeping. The
// "served" scenarios take a popular mix of searches and filtered pages in turn, as a shop in
// service answers them: each is computed once, then served from the 5-minute public cache.
//
// The cart scenarios (PostgreSQL only) sign in 50 customers, one per connection: "cart read"
// reads the customer's cart, "add-to-cart" adds one piece of a deep-stock product, rotating over
// 10 products so no line reaches its cap. "place-order" (bench/place-orders.ts) has 20 of those
// customers each put a piece in the cart and place the order, in a loop; only the order is timed.
// Every row also shows its ratio to the cached listing.
import path from 'node:path';
import { createBenchDatabase, isReachable } from './bench-database';
import type { BenchShoppers } from './bench-customers';
import { cpuSecondsOf, peakRssMb, productionEnv, startServer } from './bench-process';
import { explainCatalogueQueries } from './explain';
import { benchInstances } from './instances';
import { PLACE_ORDER_CUSTOMERS } from './place-orders';
import { connections, measure, seconds, type Scenario } from './scenario-load';

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
const scenarioFilter = option('--scenario');
const cpuProfileDir = option('--cpu-prof');
const heapSnapshotDir = option('--heap-snapshot');
const instanceCount = option('--instances') === undefined ? undefined : Number(option('--instances'));
if (instanceCount !== undefined && !(Number.isInteger(instanceCount) && instanceCount >= 2 && instanceCount <= 16)) {
  throw new Error('--instances must be a whole number from 2 to 16');
}
/** The serving process's Node flags: npm start's (scripts/bench.mjs passes them), or an experiment's. */
const serverFlags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);

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
  { name: 'baseline (constant JSON)', path: '/bench/baseline' }, // BASELINE: first, the ratios' yardstick
  { name: 'product listing page 1 (cached)', path: '/api/public/product?page=1&limit=9' },
  { name: 'product listing page 1', path: '/api/public/product?page=1&limit=9', uncached: true },
  { name: 'search "neklace"', path: '/api/public/product/search?q=neklace', uncached: true },
  { name: 'search "gold ring"', path: '/api/public/product/search?q=gold%20ring', uncached: true },
  // A Tamil shopper's search with one letter wrong (மோதிரம், "ring", its last pulli (virama) missing): the typo path in an Indic script.
  { name: 'search "மோதிரம" (Tamil, a typo)', path: `/api/public/product/search?q=${encodeURIComponent('மோதிரம')}`, uncached: true },
  // The search results page as it opens (/products?search=...): its facet counts are kept per search.
  { name: 'searched listing "gold ring"', path: '/api/public/product?search=gold%20ring&page=1&limit=9', uncached: true },
  { name: 'filtered sorted listing', path: FILTERED_LISTING_PATH, uncached: true },
  { name: `served: ${POPULAR_SEARCHES.length} popular searches`, path: POPULAR_SEARCHES[0]!, rotate: POPULAR_SEARCHES },
  { name: `served: ${POPULAR_LISTINGS.length} filtered listings`, path: POPULAR_LISTINGS[0]!, rotate: POPULAR_LISTINGS },
  { name: 'add-to-cart (50 customers)', path: '/api/v1/cart/add', shopper: 'add' },
  { name: 'cart read (50 customers)', path: '/api/v1/cart', shopper: 'read' },
  { name: `place-order (${PLACE_ORDER_CUSTOMERS} customers)`, path: '/api/orders', shopper: 'order' },
];
const CACHED_LISTING = 'product listing page 1 (cached)';
const BASELINE = 'baseline (constant JSON)';

/**
 * The scenario measured, with the share of a core the serving process and this load-generating
 * process used meanwhile: on a small machine they compete for the same cores, and a server near
 * 100 % is saturated (its latency is then queueing).
 */
async function measureWithCpu(serverPid: number, run: () => Promise<{ rps: number; p95: number; p99: number }>) {
  const serverBefore = cpuSecondsOf(serverPid);
  const benchBefore = process.cpuUsage();
  const started = performance.now();
  const result = await run();
  const elapsed = (performance.now() - started) / 1000;
  const bench = process.cpuUsage(benchBefore);
  return { ...result, serverCpu: (cpuSecondsOf(serverPid) - serverBefore) / elapsed, benchCpu: (bench.user + bench.system) / 1e6 / elapsed };
}

/** The cart scenarios need the cart API and the bench customers: skipped with a note otherwise. */
async function cartAnswers(base: string, shoppers: BenchShoppers | undefined): Promise<boolean> {
  if (!shoppers || shoppers.authorizations.length === 0 || shoppers.productIds.length === 0) return false;
  const response = await fetch(`${base}/api/v1/cart`, { headers: { authorization: shoppers.authorizations[0]! } });
  return response.ok;
}

async function benchOn(kind: 'pglite' | 'postgres') {
  const database = await createBenchDatabase(kind, postgresUrl);
  try {
    const prepare = startServer(database.env, ['--prepare', ...(productCount ? ['--products', String(productCount)] : [])]);
    const prepared = await prepare.message;
    const port = 3900 + Math.floor(Math.random() * 90);
    const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfileDir)}`] : [];
    const snapshot: Record<string, string> = heapSnapshotDir ? { BENCH_HEAP_SNAPSHOT_DIR: path.resolve(heapSnapshotDir) } : {};
    const server = startServer({ ...database.env, ...snapshot, ...productionEnv(port), BENCH_PORT: String(port) }, [], [...serverFlags, ...profile]);
    const ready = await server.message;
    try {
      const base = `http://127.0.0.1:${port}`;
      const size = productCount ?? 'demo';
      console.log(`\n## ${kind}, ${size} products: listing answer ${ready.listingBytes} bytes; ${connections} connections, ${seconds} s per scenario`);
      const withCart = kind === 'postgres' && (await cartAnswers(base, ready.shoppers));
      if (kind === 'postgres' && !withCart) console.log('cart scenarios skipped: the cart API or the bench customers did not answer');
      const planned = scenarios
        .filter((scenario) => !scenario.shopper || withCart)
        .filter((scenario) => !scenarioFilter || scenario.name === BASELINE || scenario.name === CACHED_LISTING || scenarioFilter.split(',').some((part) => scenario.name.includes(part)));
      // Warm-up: JIT, the database's buffers and plans, for every scenario.
      for (const scenario of planned) await measure(base, scenario, 2, ready.shoppers);
      const results = [];
      for (const scenario of planned) results.push({ ...scenario, ...(await measureWithCpu(server.child.pid!, () => measure(base, scenario, seconds, ready.shoppers))) });
      const baseline = results[0]!;
      const cached = results.find((row) => row.name === CACHED_LISTING)!;
      console.log('scenario                           req/s   p95 ms   p99 ms   to baseline (req/s; p99)   to cached listing (req/s)   CPU: server, bench');
      for (const row of results) {
        const ratios = `${(row.rps / baseline.rps).toFixed(2)}; ${(row.p99 / baseline.p99).toFixed(2)}`.padEnd(26);
        const latency = `${row.p95.toFixed(0).padStart(8)} ${row.p99.toFixed(0).padStart(8)}`;
        const cpu = `${(row.serverCpu * 100).toFixed(0).padStart(3)} %, ${(row.benchCpu * 100).toFixed(0).padStart(3)} %`;
        console.log(`${row.name.padEnd(32)} ${row.rps.toFixed(0).padStart(7)} ${latency}   ${ratios} ${(row.rps / cached.rps).toFixed(2).padEnd(27)} ${cpu}`);
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

if (instanceCount !== undefined) {
  const chosen = [CACHED_LISTING, 'product listing page 1', 'add-to-cart (50 customers)'];
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  await benchInstances({ count: instanceCount, postgresUrl, redisUrl, scenarios: scenarios.filter((scenario) => chosen.includes(scenario.name)), serverFlags });
  process.exit(0);
}
if (only !== 'postgres') await benchOn('pglite');
if (only === 'pglite') process.exit(0);
if (await isReachable(postgresUrl)) await benchOn('postgres');
else console.log(`\nPostgreSQL at ${postgresUrl} did not answer: set BENCH_DATABASE_URL to bench on PostgreSQL too.`);
