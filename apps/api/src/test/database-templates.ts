/**
 * Vitest's global setup for the API projects: the run's template databases, migrated once (and
 * once more seeded with the demo store) before any test file starts. Each test file then gets a
 * copy of its own (test/test-database.ts) instead of migrating and seeding a database itself:
 * on PGlite the template is a dumped data directory loaded into a new in-memory database, on
 * PostgreSQL a database that `CREATE DATABASE ... TEMPLATE` copies.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { databaseUrl, runAdminStatement } from '../db/admin-statement';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDemoStore } from '../db/seed/seed-demo-store';
import { createDataCipher } from '../lib/data-cipher';

/** Fixed DATA_KEY for tests: a test can open what the app sealed (and prove the column is not plaintext). */
export const TEST_DATA_KEY = 'test-data-key-that-is-at-least-32-characters';

/** `migrated`: the schema only; `seeded`: the demo store too, sealed with TEST_DATA_KEY. */
export type TemplateContents = 'migrated' | 'seeded';

/** Per kind of contents: a dump file (PGlite) or a database name (PostgreSQL). */
export type DatabaseTemplates = { kind: 'pglite' | 'postgres' } & Record<TemplateContents, string>;

declare module 'vitest' {
  interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

const seed = (database: DatabaseHandle) => seedDemoStore(database.db, createDataCipher(TEST_DATA_KEY));

async function dumpTo(database: DatabaseHandle, file: string): Promise<void> {
  if (!database.dumpDataDir) throw new Error('Only the embedded database can be dumped.');
  const dump = await database.dumpDataDir();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
}

async function makePgliteTemplates(): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'aabhushan-test-templates-'));
  const templates: DatabaseTemplates = { kind: 'pglite', migrated: path.join(folder, 'migrated.tar'), seeded: path.join(folder, 'seeded.tar') };
  const database = await openDatabase({ dataDir: 'memory' });
  try {
    await database.migrate();
    await dumpTo(database, templates.migrated);
    await seed(database);
    await dumpTo(database, templates.seeded);
  } finally {
    await database.close();
  }
  return { templates, remove: () => rm(folder, { recursive: true, force: true }) };
}

const TEMPLATE_PREFIX = 'aabhushan_template_';
/** A run that was killed leaves its templates behind; the next run drops those older than this. */
const STALE_TEMPLATE_SECONDS = 12 * 60 * 60;

async function dropStaleTemplates(adminUrl: string, nowSeconds: number): Promise<void> {
  const templates = await runAdminStatement<{ datname: string }>(adminUrl, 'SELECT datname FROM pg_database WHERE datname LIKE $1', [`${TEMPLATE_PREFIX}%`]);
  for (const { datname } of templates) {
    const madeAt = Number(datname.slice(TEMPLATE_PREFIX.length).split('_')[0]);
    if (nowSeconds - madeAt > STALE_TEMPLATE_SECONDS) await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}

async function makePostgresTemplates(adminUrl: string): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  await dropStaleTemplates(adminUrl, nowSeconds);
  const prefix = `${TEMPLATE_PREFIX}${nowSeconds}_${randomBytes(4).toString('hex')}`;
  const templates: DatabaseTemplates = { kind: 'postgres', migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  const remove = async () => {
    for (const name of [templates.seeded, templates.migrated]) await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    await runAdminStatement(adminUrl, `CREATE DATABASE ${templates.migrated}`);
    await fillPostgres(databaseUrl(adminUrl, templates.migrated), (database) => database.migrate());
    await runAdminStatement(adminUrl, `CREATE DATABASE ${templates.seeded} TEMPLATE ${templates.migrated}`);
    await fillPostgres(databaseUrl(adminUrl, templates.seeded), seed);
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates, remove };
}

async function fillPostgres(url: string, fill: (database: DatabaseHandle) => Promise<unknown>): Promise<void> {
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const database = await openDatabase({ url });
  try {
    await fill(database);
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const onPostgres = project.config.env?.TEST_DB === 'postgres';
  if (onPostgres && !adminUrl) throw new Error('The api-postgres project needs TEST_DATABASE_URL.');
  const { templates, remove } = onPostgres && adminUrl ? await makePostgresTemplates(adminUrl) : await makePgliteTemplates();
  project.provide('databaseTemplates', templates);
  console.log(`${project.name}: template databases migrated and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return remove;
}
