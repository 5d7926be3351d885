import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { executeNamed } from './named-statement';
import { createTestDatabase } from '../test/test-database';

let database: DatabaseHandle;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
});
afterAll(async () => {
  await dispose();
});

/** Two statement shapes; the values are bound parameters, not part of the text. */
const plus = (n: number) => database.db.select({ value: sql<number>`${n}::int + 1` }).from(sql`(select 1) as one`);
const times = (n: number) => database.db.select({ value: sql<number>`${n}::int * 10` }).from(sql`(select 1) as one`);

it('answers each run with its own values, shapes interleaved past the point PostgreSQL keeps a generic plan', async () => {
  for (let n = 0; n < 8; n += 1) {
    expect(await executeNamed(plus(n))).toEqual([{ value: n + 1 }]);
    expect(await executeNamed(times(n))).toEqual([{ value: n * 10 }]);
  }
});

it.runIf(process.env.TEST_DB === 'postgres')('on PostgreSQL, a shape is one named statement per connection, named after its text', async () => {
  const seen = (n: number) =>
    database.db.select({ names: sql<string[]>`(select array_agg(name) from pg_prepared_statements where name like 'q\\_%')` }).from(sql`(select ${n}::int) as one`);
  const [first] = await executeNamed(seen(1));
  const [second] = await executeNamed(seen(2));
  const own = first!.names.filter((name) => second!.names.includes(name));
  // The statement reading the view is itself prepared under one name for both values.
  expect(own.length).toBeGreaterThan(0);
  expect(plus(1).toSQL().sql).toBe(plus(2).toSQL().sql);
});
