// The bench's server process: the real app on its own port, plus a baseline route that answers
// a constant JSON body as large as the product listing's answer (the yardstick for ratios).
// With --prepare it only migrates and seeds, so the serving process is measured as it runs
// on an existing database (PGlite's first-start initdb is a one-off peak, reported apart).
// `--prepare --products N` seeds an N-product catalogue (bench/generate-catalogue.ts) instead.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeHeapSnapshot } from 'node:v8';
import { sql } from 'drizzle-orm';
import { buildApp } from '@aabhushan/api/app';
import { loadConfig } from '@aabhushan/api/config';
import { openDatabase, type Database } from '@aabhushan/api/db/client';
import { seedBrands } from '@aabhushan/api/db/seed/brands';
import { seedCategories } from '@aabhushan/api/db/seed/categories';
import { insertCatalogue } from '@aabhushan/api/db/seed/seed-catalogue';
import { seedDemoStore } from '@aabhushan/api/db/seed/seed-demo-store';
import { createDataCipher } from '@aabhushan/api/lib/data-cipher';
import { resolveJwtSecret } from '@aabhushan/api/lib/jwt-secret';
import { seedBenchCustomers, signInBenchCustomers } from './bench-customers';
import { BENCH_DATA_KEY, seedBenchAddresses } from './place-orders';
import { generateCatalogueProducts } from './generate-catalogue';

const BASELINE_PATH = '/bench/baseline';
const LISTING_PATH = '/api/public/product?page=1&limit=9';

function peakRssMb(): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
// Both bench processes seal and open the bench customers' addresses with one key.
const dataKey = config.DATA_KEY ?? BENCH_DATA_KEY;
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
/** The large catalogue, then the rest of the demo store (which leaves an existing catalogue alone). */
async function seedLargeCatalogue(db: Database, total: number) {
  await insertCatalogue(db, { categories: seedCategories, brands: seedBrands, products: generateCatalogueProducts(total) });
  await seedDemoStore(db, createDataCipher(dataKey));
  // Derived pieces get a spread of ratings so the popular and rating orders are realistic.
  await db.execute(sql`update products set
    rating_count = abs(hashtext(id)) % 240,
    rating_average = round((3 + (abs(hashtext(slug)) % 200) / 100.0)::numeric, 2)
    where rating_count = 0`);
}

if (process.argv.includes('--prepare')) {
  await database.migrate();
  const productsArg = process.argv.indexOf('--products');
  if (productsArg !== -1) await seedLargeCatalogue(database.db, Number(process.argv[productsArg + 1]));
  else await seedDemoStore(database.db, createDataCipher(dataKey));
  await seedBenchCustomers(database.db);
  await seedBenchAddresses(database.db, dataKey);
  // As a database in service would be after autovacuum: statistics and visibility map up to date.
  await database.db.execute(sql`vacuum analyze`);
  await database.close();
  process.send?.({ prepared: true, peakRssMb: peakRssMb() });
  process.exit(0);
}

const app = await buildApp({ config: { ...config, jwtSecret: resolveJwtSecret(config), dataKey }, database });
let baselineBody: object = {};
app.get(BASELINE_PATH, async () => baselineBody);
const listing = await app.inject({ method: 'GET', url: LISTING_PATH });
baselineBody = { success: true, message: 'baseline', data: { padding: 'x'.repeat(Math.max(0, listing.body.length - 60)) } };
app.publicCache.clear();

await app.listen({ port: Number(process.env.BENCH_PORT), host: '127.0.0.1' });
process.send?.({ ready: true, listingBytes: listing.body.length, shoppers: await signInBenchCustomers(app, database.db) });

process.on('SIGTERM', async () => {
  // Where the serving process's memory is when the load ends (the run prints its peak).
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
  console.log(`serving process at the end: rss ${mb(rss)}, V8 heap ${mb(heapUsed)} used of ${mb(heapTotal)}, external ${mb(external)} (array buffers ${mb(arrayBuffers)})`);
  const snapshotDir = process.env.BENCH_HEAP_SNAPSHOT_DIR;
  if (snapshotDir) console.log(`heap snapshot: ${writeHeapSnapshot(path.join(snapshotDir, `bench-server-${process.pid}.heapsnapshot`))}`);
  await app.close();
  await database.close();
  process.exit(0);
});
