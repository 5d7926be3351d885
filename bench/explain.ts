// `npm run bench -- --explain`: EXPLAIN ANALYZE of the queries behind the catalogue scenarios, on
// the bench's PostgreSQL database, to check that they use the indexes of migration 0003.
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { productListQuerySchema } from '@aabhushan/shared/schemas/catalogue';
import type { Database } from '@aabhushan/api/db/client';
import * as schema from '@aabhushan/api/db/schema/index';
import { createCatalogueService } from '@aabhushan/api/modules/catalogue/catalogue.service';
import { takeStoreSnapshot, valuationOf } from '@aabhushan/api/modules/settings/store-snapshot';

interface Captured {
  query: string;
  params: unknown[];
}

export async function explainCatalogueQueries(url: string, listingPath: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const captured: Captured[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => captured.push({ query, params }) } });
  const catalogue = createCatalogueService(db as unknown as Database);
  const listingQuery = productListQuerySchema.parse(Object.fromEntries(new URL(listingPath, 'http://x').searchParams));
  const valuation = valuationOf(takeStoreSnapshot());
  const cases: [string, () => Promise<unknown>][] = [
    ['search "neklace"', () => catalogue.searchProducts('neklace', { page: 1, limit: 8 }, undefined, valuation)],
    ['search "gold ring"', () => catalogue.searchProducts('gold ring', { page: 1, limit: 8 }, undefined, valuation)],
    [`listing ${listingPath}`, () => catalogue.listProducts(listingQuery, valuation)],
  ];
  const client = await pool.connect();
  try {
    for (const [name, run] of cases) {
      captured.length = 0;
      await run();
      console.log(`\n### EXPLAIN ANALYZE: ${name}`);
      for (const { query, params } of captured.filter((c) => /^\s*select\s+(?!set_config)/i.test(c.query))) {
        const plan = await client.query(`explain (analyze, buffers, costs off) ${query}`, params);
        const lines = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']);
        // The machine may be shared: the median of repeated runs says more than one plan's timing.
        const times: number[] = [];
        for (let run = 0; run < 15; run++) {
          const start = performance.now();
          await client.query(query, params);
          times.push(performance.now() - start);
        }
        times.sort((a, b) => a - b);
        console.log(`-- ${query.replace(/\s+/g, ' ').slice(0, 140)}...`);
        console.log(`-- median of 15 runs (with the round trip): ${times[7]!.toFixed(2)} ms, fastest ${times[0]!.toFixed(2)} ms`);
        console.log(lines.join('\n'));
      }
    }
  } finally {
    client.release();
    await pool.end();
  }
}
