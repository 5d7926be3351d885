// The bench's database: embedded PGlite in a temporary folder, or a PostgreSQL database
// created for the run (and dropped after it) on the server named by BENCH_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseUrl, runAdminStatement } from '@aabhushan/api/db/admin-statement';

export interface BenchDatabase {
  /** DATABASE_URL for PostgreSQL, or DATA_DIR for PGlite. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export async function isReachable(url: string): Promise<boolean> {
  try {
    await runAdminStatement(url, 'select 1');
    return true;
  } catch {
    return false;
  }
}

export async function createBenchDatabase(kind: 'pglite' | 'postgres', adminUrl: string): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'aabhushan-bench-'));
    return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `aabhushan_bench_${randomBytes(5).toString('hex')}`;
  await runAdminStatement(adminUrl, `CREATE DATABASE ${name}`);
  return {
    env: { DATABASE_URL: databaseUrl(adminUrl, name) },
    dispose: async () => {
      await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
