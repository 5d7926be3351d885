import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import type { StopListening } from './notifications';
import { createTestDatabase } from '../test/test-database';

let database: DatabaseHandle;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
});
afterAll(async () => {
  await dispose();
});

/** Resolves when `check` holds, polled for up to five seconds. */
async function eventually(check: () => boolean): Promise<void> {
  const until = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('hears NOTIFY on its channel only, reports listening, and stops', async () => {
  const heard: string[] = [];
  const states: boolean[] = [];
  const stop: StopListening = await database.listen('test_channel', { onMessage: (payload) => heard.push(payload), onListening: (on) => states.push(on) });
  expect(states).toEqual([true]);
  await database.db.execute(sql`select pg_notify('test_channel', 'one'), pg_notify('another_channel', 'not this')`);
  await eventually(() => heard.length === 1);
  expect(heard).toEqual(['one']);
  await stop();
  expect(states).toEqual([true, false]);
  await database.db.execute(sql`select pg_notify('test_channel', 'two')`);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(heard).toEqual(['one']);
});

it.runIf(process.env.TEST_DB === 'postgres')('on PostgreSQL, a lost connection is reported and replaced', async () => {
  const heard: string[] = [];
  const states: boolean[] = [];
  const stop = await database.listen('test_reconnect', { onMessage: (payload) => heard.push(payload), onListening: (on) => states.push(on) });
  await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`);
  await eventually(() => states.length === 3);
  expect(states).toEqual([true, false, true]);
  await database.db.execute(sql`select pg_notify('test_reconnect', 'after')`);
  await eventually(() => heard.length === 1);
  await stop();
});
