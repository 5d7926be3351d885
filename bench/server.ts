// The bench's server process: the real app on its own port, plus a baseline route that answers
// a constant JSON body as large as the product listing's answer (the yardstick for ratios).
import { buildApp } from '@aabhushan/api/app';
import { loadConfig } from '@aabhushan/api/config';
import { openDatabase } from '@aabhushan/api/db/client';
import { seedDemoStore } from '@aabhushan/api/db/seed/seed-demo-store';

export const BASELINE_PATH = '/bench/baseline';
export const LISTING_PATH = '/api/public/product?page=1&limit=9';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, dataDir: 'memory' });
await database.migrate();
await seedDemoStore(database.db);
const app = await buildApp({ config, database });

const listing = await app.inject({ method: 'GET', url: LISTING_PATH });
const size = listing.body.length;
const baselineBody = { success: true, message: 'baseline', data: { padding: 'x'.repeat(Math.max(0, size - 60)) } };
app.get(BASELINE_PATH, async () => baselineBody);
app.publicCache.clear();

await app.listen({ port: Number(process.env.BENCH_PORT), host: '127.0.0.1' });
process.send?.({ ready: true, listingBytes: size, database: database.kind });

process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
