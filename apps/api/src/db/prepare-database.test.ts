import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ownPostgresUnavailable, startOwnPostgres, type OwnPostgres } from '../test/own-postgres';
import { prepareDatabase } from './prepare-database';
import { seedCategories } from './seed/categories';
import { seedProducts } from './seed/products';

const TEST_KEY = 'a-data-key-of-this-test-that-is-32-characters-or-more';
const journal = JSON.parse(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };

async function countRows(url: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
  } finally {
    await client.end();
  }
}

describe.skipIf(ownPostgresUnavailable)(`instances starting together on one empty PostgreSQL${ownPostgresUnavailable ? ` (skipped: ${ownPostgresUnavailable})` : ''}`, () => {
  let postgres: OwnPostgres;
  beforeAll(async () => {
    postgres = await startOwnPostgres();
  }, 60_000);
  afterAll(async () => {
    await postgres?.dispose();
  });

  it('migrate and seed it once: one waits for the other (the start-up lock), and both start', async () => {
    const url = postgres.urlOf('postgres');
    const said = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const config = { DATABASE_URL: url, DATA_DIR: 'unused', DATA_KEY_PREVIOUS: undefined };
      const started = await Promise.allSettled([prepareDatabase(config, TEST_KEY), prepareDatabase(config, TEST_KEY), prepareDatabase(config, TEST_KEY)]);
      for (const instance of started) if (instance.status === 'fulfilled') await instance.value.close();
      expect(started.map((instance) => (instance.status === 'fulfilled' ? 'started' : String(instance.reason)))).toEqual(['started', 'started', 'started']);
      expect(said.mock.calls.filter(([line]) => String(line).startsWith('Seeded the demo store'))).toHaveLength(1);
    } finally {
      said.mockRestore();
    }
    expect(await countRows(url, 'drizzle.__drizzle_migrations')).toBe(journal.entries.length);
    expect(await countRows(url, 'categories')).toBe(seedCategories.length);
    expect(await countRows(url, 'products')).toBe(seedProducts.length);
  }, 180_000);
});
