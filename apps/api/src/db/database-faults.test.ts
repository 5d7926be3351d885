import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { fail } from '../lib/envelope';
import { STORE_BUSY_MESSAGE, STORE_BUSY_RETRY_AFTER_SECONDS } from '../plugins/error-handler';
import { DATABASE_UNAVAILABLE } from '../modules/health/health.routes';
import { ownPostgresUnavailable, startOwnPostgres, type OwnPostgres } from '../test/own-postgres';
import { openDatabase, type DatabaseHandle } from './client';

/** The issue's promise: every instance serves again within 10 s of PostgreSQL's return, without a restart. */
const RECOVERY_LIMIT_MS = 10_000;

let query = 0;
/** A search no one asked before, so the public answer cache cannot answer it without the database. */
const uncachedSearch = () => `/api/public/product/search?q=ring${(query += 1)}`;

describe.skipIf(ownPostgresUnavailable)(`PostgreSQL stopped and started again${ownPostgresUnavailable ? ` (skipped: ${ownPostgresUnavailable})` : ''}`, () => {
  let postgres: OwnPostgres;
  let database: DatabaseHandle;
  let app: App;
  let webDistDir: string;

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    database = await openDatabase({ url: postgres.urlOf('postgres') });
    await database.migrate();
    webDistDir = mkdtempSync(path.join(tmpdir(), 'aabhushan-web-'));
    mkdirSync(path.join(webDistDir, 'staff'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>store</title><div id="root"></div>');
    writeFileSync(path.join(webDistDir, 'staff', 'admin.html'), '<!doctype html><title>staff</title><div id="root"></div>');
    app = await buildApp({ config: { WEB_DIST_DIR: webDistDir, jwtSecret: 'test-secret-that-is-at-least-32-characters-long' }, database, orderExpiryIntervalMs: null });
  }, 120_000);

  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    await postgres?.dispose();
    if (webDistDir) rmSync(webDistDir, { recursive: true, force: true });
  });

  it('answers 503 with a sentence while it is down, and serves again by itself within 10 s of its return', async () => {
    expect((await app.inject({ method: 'GET', url: uncachedSearch() })).statusCode).toBe(200);

    await postgres.stop();
    for (const url of [uncachedSearch(), '/api/public/product?page=2&limit=5', '/api/public/product/no-such-piece']) {
      const busy = await app.inject({ method: 'GET', url });
      expect({ url, status: busy.statusCode }).toEqual({ url, status: 503 });
      expect(busy.json()).toEqual(fail(STORE_BUSY_MESSAGE));
      expect(busy.json().code).toBe('REQUEST_STORE_BUSY');
      expect(busy.headers['retry-after']).toBe(String(STORE_BUSY_RETRY_AFTER_SECONDS));
    }
    const subscribe = await app.inject({ method: 'POST', url: '/api/public/newsletter', payload: { email: 'meera@example.in' } });
    expect(subscribe.statusCode).toBe(503);
    expect(subscribe.json()).toEqual(fail(STORE_BUSY_MESSAGE));
    const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual(fail(DATABASE_UNAVAILABLE));

    await postgres.start();
    const back = performance.now();
    let recoveredMs: number | undefined;
    while (performance.now() - back < RECOVERY_LIMIT_MS + 5_000) {
      const [search, healthAgain] = await Promise.all([
        app.inject({ method: 'GET', url: uncachedSearch() }),
        app.inject({ method: 'GET', url: '/api/v1/health' }),
      ]);
      if (search.statusCode === 200 && healthAgain.statusCode === 200) {
        recoveredMs = performance.now() - back;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(`Serving again ${recoveredMs?.toFixed(0)} ms after PostgreSQL accepted connections again.`);
    expect(recoveredMs).toBeDefined();
    expect(recoveredMs!).toBeLessThan(RECOVERY_LIMIT_MS);
  }, 120_000);
});
