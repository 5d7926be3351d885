import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/create-test-app';
import { DATABASE_UNAVAILABLE } from './health.routes';
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
