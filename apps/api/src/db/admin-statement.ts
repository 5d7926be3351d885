import pg from 'pg';

/**
 * Runs one statement on a PostgreSQL server's admin database, on a connection of its own:
 * CREATE and DROP DATABASE cannot run inside a pool's transaction. Used by the test databases
 * and the bench, which make and drop databases of their own; answers the statement's rows.
 */
export async function runAdminStatement<Row extends Record<string, unknown>>(adminUrl: string, statement: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<Row>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
