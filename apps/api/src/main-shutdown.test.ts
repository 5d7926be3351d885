import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { fail } from './lib/envelope';
import { SHUTDOWN_DEADLINE_MS } from './lib/graceful-shutdown';
import { SHUTTING_DOWN } from './modules/health/health.routes';
import { freePort, startMainProcess, waitFor } from './test/main-process';
import { ownPostgresUnavailable, startOwnPostgres } from './test/own-postgres';

const IN_FLIGHT = 30;
/** The issue's promise to an orchestrator: gone within 15 s of SIGTERM. */
const SHUTDOWN_LIMIT_MS = 15_000;
/** Long enough that a loaded machine still accepts every search before the server stops listening. */
const DRAIN_MS = 2000;

/** A status, or the network error's code when no answer came (ECONNRESET, ECONNREFUSED, ...). */
const statusOrError = (request: Promise<Response>) =>
  request.then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
  );

describe.skipIf(ownPostgresUnavailable)(`SIGTERM with requests in flight${ownPostgresUnavailable ? ` (skipped: ${ownPostgresUnavailable})` : ''}`, () => {
  it(`answers all ${IN_FLIGHT} uncached searches, says 503 on health while it drains, stops accepting, and exits 0 within 15 s`, async () => {
    const postgres = await startOwnPostgres();
    const url = postgres.urlOf('postgres');
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = startMainProcess({ DATABASE_URL: url, PORT: String(port), SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
    // The test's own session holds the products and search terms tables, so every search waits in the database:
    // the searches are surely still in flight when the server is told to stop.
    const blocker = new pg.Client({ connectionString: url });
    try {
      await waitFor(() => server.output().includes('Aabhushan is open at'), 150_000, 'the server to start');
      await blocker.connect();
      await blocker.query('begin');
      await blocker.query('lock table products, search_terms in access exclusive mode');

      const stamp = Date.now();
      const settled: Array<number | string> = [];
      const searches = Array.from({ length: IN_FLIGHT }, (_, i) =>
        statusOrError(fetch(`${origin}/api/public/product/search?q=gold${i}x${stamp}`)).then((status) => {
          settled.push(status);
          return status;
        }),
      );
      // SIGTERM lands while the requests are still on the wire, as the issue measured it (24 of 30 were dropped).
      await new Promise((resolve) => setTimeout(resolve, 20));
      const signalled = performance.now();
      server.child.kill('SIGTERM');
      const exited = server.exited.then((code) => ({ code, ms: performance.now() - signalled }));

      const health = await fetch(`${origin}/api/v1/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual(fail(SHUTTING_DOWN));

      // The pool's 20 connections wait on the lock (the other 10 searches wait for a connection).
      let onLock = 0;
      const waitingOnLock = async () => {
        onLock = Number((await blocker.query("select count(*) as n from pg_stat_activity where wait_event_type = 'Lock'")).rows[0].n);
        return onLock >= 20;
      };
      // On a failure, say how far the searches got: how many wait on the lock, which came back already and with what.
      await waitFor(waitingOnLock, 10_000, 'the searches to reach the database').catch((error: Error) => {
        throw new Error(`${error.message}: ${onLock} wait on the lock, answered so far ${JSON.stringify(settled)}\n${server.output()}`);
      });
      // After the drain no new connection is accepted, while the searches keep the process alive.
      const refused = async () => (await statusOrError(fetch(`${origin}/api/v1/health`))) === 'ECONNREFUSED';
      await waitFor(refused, 10_000, 'the server to stop accepting connections');
      expect(server.child.exitCode).toBeNull();

      await blocker.query('commit');
      expect(await Promise.all(searches)).toEqual(Array.from({ length: IN_FLIGHT }, () => 200));
      const { code, ms } = await exited;
      console.log(`Shut down ${ms.toFixed(0)} ms after SIGTERM (drain ${DRAIN_MS} ms), all ${IN_FLIGHT} searches answered.`);
      expect(code).toBe(0);
      expect(ms).toBeLessThan(SHUTDOWN_LIMIT_MS);
      expect(server.output()).toContain('Stopped cleanly in');
    } finally {
      server.child.kill('SIGKILL');
      await blocker.end().catch(() => undefined);
      await postgres.dispose();
    }
  }, 240_000);

  it('keeps its deadline within the promise', () => {
    expect(SHUTDOWN_DEADLINE_MS).toBeLessThan(SHUTDOWN_LIMIT_MS);
  });
});
