import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/create-test-app';
import { DATABASE_UNAVAILABLE, SHUTTING_DOWN } from './health.routes';
import { refusal } from '../../test/refusal';

describe('GET /api/v1/health', () => {
  it('answers 200 with the database checked, then 503 once the database is gone', async () => {
    const t = await createTestApp({ seed: false });
    try {
      const healthy = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(healthy.statusCode).toBe(200);
      expect(healthy.json()).toMatchObject({ success: true, data: { status: 'ok', database: t.database.kind } });

      await t.database.close();
      const down = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual(refusal(DATABASE_UNAVAILABLE));
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});

describe('GET /api/v1/health while the server drains (graceful shutdown)', () => {
  it('answers 503 and every answer closes its connection, while other requests are still served', async () => {
    const t = await createTestApp({ seed: false });
    try {
      const before = await t.app.inject({ method: 'GET', url: '/api/public/product/search?q=ring' });
      expect(before.headers.connection).not.toBe('close');
      t.app.draining.start();
      const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual(refusal(SHUTTING_DOWN));
      const served = await t.app.inject({ method: 'GET', url: '/api/public/product/search?q=ring' });
      expect(served.statusCode).toBe(200);
      expect(served.headers.connection).toBe('close');
    } finally {
      await t.close();
    }
  });
});
