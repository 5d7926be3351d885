import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { fail } from '../lib/envelope';
import { BUSY_PAGE_HTML } from '../plugins/busy-page';
import { STORE_BUSY_MESSAGE, STORE_BUSY_RETRY_AFTER_SECONDS } from '../plugins/error-handler';
import { DATABASE_UNAVAILABLE } from '../modules/health/health.routes';
import { ownPostgresUnavailable, startOwnPostgres, type OwnPostgres } from '../test/own-postgres';
import { openDatabase, type DatabaseHandle } from './client';

/** The issue's promise: every instance serves again within 10 s of PostgreSQL's return, without a restart. */
const RECOVERY_LIMIT_MS = 10_000;

let query = 0;
/** A search no one asked before, so the public answer cache cannot answer it without the database. */
const uncachedSearch = () => `/api/public/product/search?q=ring${(query += 1)}`;

/**
 * A stand-in for the storefront's server entry (as in modules/pages/first-view/page-boot.test.ts): every page's
 * first view is drawn from the banners' answer, as the home page's is.
 */
const FAKE_SERVER_ENTRY = `export function createFirstViewRenderer(readAnswer) {
  return async () => {
    const banners = await readAnswer('/api/public/banner');
    return { html: '<main>' + (banners.status === 200 ? banners.body.data.length + ' banners' : 'no banners') + '</main>', state: { queries: [] } };
  };
}`;

describe.skipIf(ownPostgresUnavailable)(`PostgreSQL stopped and started again${ownPostgresUnavailable ? ` (skipped: ${ownPostgresUnavailable})` : ''}`, () => {
  let postgres: OwnPostgres;
  let database: DatabaseHandle;
  let app: App;
  let buildDir: string;

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    database = await openDatabase({ url: postgres.urlOf('postgres') });
    await database.migrate();
    buildDir = mkdtempSync(path.join(tmpdir(), 'aabhushan-web-'));
    const webDistDir = path.join(buildDir, 'dist');
    mkdirSync(path.join(webDistDir, 'staff'), { recursive: true });
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><html><head><title>store</title></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(webDistDir, 'staff', 'admin.html'), '<!doctype html><title>staff</title><div id="root"></div>');
    const serverEntry = path.join(buildDir, 'entry-server.mjs');
    writeFileSync(serverEntry, FAKE_SERVER_ENTRY);
    app = await buildApp({
      config: { WEB_DIST_DIR: webDistDir, WEB_SERVER_ENTRY: serverEntry, jwtSecret: 'test-secret-that-is-at-least-32-characters-long' },
      database,
      orderExpiryIntervalMs: null,
    });
  }, 120_000);

  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    await postgres?.dispose();
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
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
    // Pages whose head or first view needs the database: a short page of the store's saying so, never the envelope or a 500.
    for (const url of ['/', '/home', '/products', '/product/gold-ring-while-down']) {
      const page = await app.inject({ method: 'GET', url });
      expect({ url, status: page.statusCode, type: page.headers['content-type'] }).toEqual({ url, status: 503, type: 'text/html; charset=utf-8' });
      expect(page.headers['retry-after']).toBe(String(STORE_BUSY_RETRY_AFTER_SECONDS));
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toBe(BUSY_PAGE_HTML);
    }
    expect(BUSY_PAGE_HTML).toContain(STORE_BUSY_MESSAGE);
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
    const pages = await Promise.all(['/home', '/products'].map((url) => app.inject({ method: 'GET', url })));
    expect(pages.map((page) => [page.statusCode, page.body.includes('<main>0 banners</main>')])).toEqual([[200, true], [200, true]]);
  }, 120_000);
});
