import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startMainProcess as startServer, waitFor } from './test/main-process';

describe('the server process', () => {
  it.each([
    [{ PORT: 'eighty' }, 'Configuration error: PORT must be a whole number from 1 to 65535'],
    [{ JWT_SECRET: 'too-short' }, 'Configuration error: JWT_SECRET must be at least 32 characters long'],
  ])('refuses to start with %o, in one line and a non-zero exit', async (env, message) => {
    const server = startServer({ DATA_DIR: 'memory', ...env });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(message);
  });

  it('says in one line when PostgreSQL cannot be reached', async () => {
    const port = await freePort();
    const server = startServer({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/store` });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(`Could not open the PostgreSQL database: connect ECONNREFUSED 127.0.0.1:${port}`);
  });

  it('migrates, seeds, serves, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'aabhushan-main-'));
    const port = await freePort();
    const server = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    try {
      await waitFor(() => server.output().includes('Aabhushan is open at'), 60_000);
      expect(server.output()).toContain(`http://localhost:${port}`);
      expect(server.output()).toContain('Seeded the demo store');
      const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      expect(health.status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
