import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

const dialect = new PgDialect();

/**
 * Runs raw SQL as a named statement: PostgreSQL parses and plans it once per connection and
 * afterwards only binds the values, where `db.execute` has every run parsed and planned again.
 * For a hot statement that the query builder cannot write (an upsert on an expression index
 * inside data-modifying CTEs). `name` must be unique to this statement's text, which must not
 * change between runs (only its values may). Answers the rows, as `db.execute` does on both
 * drivers (PGlite ignores the name).
 */
export async function executeNamed<Row>(db: Database, name: string, query: SQL): Promise<Row[]> {
  const result = (await db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute()) as { rows: Row[] };
  return result.rows;
}
