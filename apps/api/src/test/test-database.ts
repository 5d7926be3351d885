import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { databaseUrl, runAdminStatement } from '../db/admin-statement';
import type { TemplateContents } from './database-templates';

export { TEST_DATA_KEY } from './database-templates';

/**
 * A database of one test file's own, copied from the run's template (test/database-templates.ts):
 * `migrated` holds the schema only, `seeded` the demo store too. In-memory PGlite, or, in the
 * `api-postgres` project, a PostgreSQL database created here and dropped by `dispose`.
 */
export async function createTestDatabase({ contents = 'migrated' }: { contents?: TemplateContents } = {}): Promise<{
  database: DatabaseHandle;
  /** PostgreSQL only: where a second app (another instance of the store) can open the same database. */
  url?: string;
  dispose: () => Promise<void>;
}> {
  const templates = inject('databaseTemplates');
  if (!templates) throw new Error('No template databases: the API tests run through vitest.config.ts, whose globalSetup makes them.');
  if (templates.kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory', fromDump: new Blob([await readFile(templates[contents])]) });
    return { database, dispose: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('The api-postgres project needs TEST_DATABASE_URL.');
  const name = `aabhushan_test_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${templates[contents]}`);
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ url });
  return {
    database,
    url,
    dispose: async () => {
      await database.close();
      await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
