// The bench's server process: the real app on its own port, plus a baseline route that answers
// a constant JSON body as large as the product listing's answer (the yardstick for ratios).
// With --prepare it only migrates and seeds, so the serving process is measured as it runs
// on an existing database (PGlite's first-start initdb is a one-off peak, reported apart).
import { readFileSync } from 'node:fs';
import { buildApp } from '@aabhushan/api/app';
import { loadConfig } from '@aabhushan/api/config';
import { openDatabase } from '@aabhushan/api/db/client';
import { seedDemoStore } from '@aabhushan/api/db/seed/seed-demo-store';
import { resolveJwtSecret } from '@aabhushan/api/lib/jwt-secret';

const BASELINE_PATH = '/bench/baseline';
const LISTING_PATH = '/api/public/product?page=1&limit=9';

function peakRssMb(): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
if (process.argv.includes('--prepare')) {
  await database.migrate();
  await seedDemoStore(database.db);
  await database.close();
  process.send?.({ prepared: true, peakRssMb: peakRssMb() });
  process.exit(0);
}

const app = await buildApp({ config: { ...config, jwtSecret: resolveJwtSecret(config) }, database });
let baselineBody: object = {};
app.get(BASELINE_PATH, async () => baselineBody);
const listing = await app.inject({ method: 'GET', url: LISTING_PATH });
baselineBody = { success: true, message: 'baseline', data: { padding: 'x'.repeat(Math.max(0, listing.body.length - 60)) } };
app.publicCache.clear();

await app.listen({ port: Number(process.env.BENCH_PORT), host: '127.0.0.1' });
process.send?.({ ready: true, listingBytes: listing.body.length });

process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
