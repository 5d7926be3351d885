import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppDeps } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDemoStore } from '../db/seed/seed-demo-store';
import { createDataCipher } from '../lib/data-cipher';
import { createTestDatabase, TEST_DATA_KEY } from './test-database';

export { TEST_DATA_KEY };

/** Fixed secret for tests: tokens signed in a test can be checked against the app. */
export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

export const TEST_INDEX_HTML = '<!doctype html><html><head><title>Aabhushan test shell</title></head><body><div id="root"></div></body></html>';
/** The staff side's page of the tiny build (apps/web/admin.html). */
export const TEST_ADMIN_HTML = '<!doctype html><html><head><meta name="robots" content="noindex, nofollow"><title>Aabhushan staff</title></head><body><div id="root"></div></body></html>';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  /** PostgreSQL only: the database's address, which `sameDatabaseAs` opens again. */
  databaseUrl?: string;
  webDistDir: string;
  close(): Promise<void>;
}

/**
 * The real app on a test database of its own (a copy of the run's seeded template, or of the
 * migrated one with `seed: false`), with a tiny front-end build to serve. With `sameDatabaseAs`
 * (PostgreSQL only) it is a second instance of the store on that app's database, over
 * connections of its own; closing it leaves the database to the first.
 */
export async function createTestApp({
  seed = true,
  config = {},
  razorpayClient,
  sameDatabaseAs,
}: { seed?: boolean; config?: Partial<AppDeps['config']>; razorpayClient?: AppDeps['razorpayClient']; sameDatabaseAs?: TestApp } = {}): Promise<TestApp> {
  // The seeded template is sealed with TEST_DATA_KEY; an app with a key of its own seeds afresh.
  const ownKey = config.dataKey !== undefined && config.dataKey !== TEST_DATA_KEY ? config.dataKey : undefined;
  const { database, url, dispose } = sameDatabaseAs ? await openAgain(sameDatabaseAs) : await createTestDatabase({ contents: seed && !ownKey ? 'seeded' : 'migrated' });
  if (seed && ownKey && !sameDatabaseAs) await seedDemoStore(database.db, createDataCipher(ownKey));
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'aabhushan-web-'));
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(path.join(webDistDir, 'index.html'), TEST_INDEX_HTML);
  mkdirSync(path.join(webDistDir, 'staff'));
  writeFileSync(path.join(webDistDir, 'staff', 'admin.html'), TEST_ADMIN_HTML);
  writeFileSync(path.join(webDistDir, 'assets', 'main-abc123.js'), 'console.log("store");');
  writeFileSync(path.join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const app = await buildApp({ config: { WEB_DIST_DIR: webDistDir, jwtSecret: TEST_JWT_SECRET, dataKey: TEST_DATA_KEY, ...config }, database, razorpayClient });
  return {
    app,
    database,
    databaseUrl: url,
    webDistDir,
    close: async () => {
      await app.close();
      await dispose();
      rmSync(webDistDir, { recursive: true, force: true });
    },
  };
}

async function openAgain(first: TestApp): Promise<{ database: DatabaseHandle; url: string; dispose: () => Promise<void> }> {
  if (!first.databaseUrl) throw new Error('Only a PostgreSQL test database can be opened by a second app.');
  const database = await openDatabase({ url: first.databaseUrl });
  return { database, url: first.databaseUrl, dispose: () => database.close() };
}
