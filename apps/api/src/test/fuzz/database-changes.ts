import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Counts every row inserted, updated or deleted in any table of the store, so the fuzz test can
 * prove that a refused request changed nothing. Row-level triggers: an UPDATE that touches no
 * row does not count.
 */
export async function countRowChanges(db: Database): Promise<() => Promise<number>> {
  await db.execute(sql`create table fuzz_row_changes (changes bigint not null)`);
  await db.execute(sql`insert into fuzz_row_changes values (0)`);
  await db.execute(sql.raw(`create function fuzz_count_row_change() returns trigger language plpgsql as $$
    begin update fuzz_row_changes set changes = changes + 1; return null; end $$`));
  const tables = await db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'fuzz_row_changes'`);
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    await db.execute(sql.raw(`create trigger fuzz_count after insert or update or delete on "${name}" for each row execute function fuzz_count_row_change()`));
  }
  return async () => {
    const result = await db.execute<{ changes: string | number }>(sql`select changes from fuzz_row_changes`);
    return Number(rowsOf<{ changes: string | number }>(result)[0]?.changes ?? 0);
  };
}

/** PGlite answers `{ rows }`, node-postgres through drizzle answers `{ rows }` too; arrays pass. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
