import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client as PgClient } from 'pg';
import { listenOnPostgres, type NotificationHandlers, type StopListening } from './notifications';
import * as schema from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs the migrations in db/migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrating and seeding at start) while holding the store's start-up lock, so
   * instances started together on one database do it one after another: the first migrates and
   * seeds, the others find it done. PostgreSQL: a session advisory lock; PGlite: one process only.
   */
  withStartLock<T>(work: () => Promise<T>): Promise<T>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Hears NOTIFY on `channel` (from this process or any other on the same database). */
  listen(channel: string, handlers: NotificationHandlers): Promise<StopListening>;
  /** The embedded database only: its data directory as a tar, which `fromDump` starts a copy from. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PostgreSQL when a URL is given, else embedded PGlite in `dataDir` ('memory' keeps it in memory),
 * started from `fromDump` (a `dumpDataDir()` of another) when given: tests copy a migrated template.
 */
export async function openDatabase(options: { url?: string; dataDir?: string; fromDump?: Blob }): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir ?? 'memory', options.fromDump);
}

// Each driver is loaded only when used: the embedded PostgreSQL alone adds some 40 MB to the process.
async function openPglite(dataDir: string, fromDump?: Blob): Promise<DatabaseHandle> {
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (dataDir !== 'memory') await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir === 'memory' ? undefined : dataDir, {
    extensions: { pg_trgm },
    // PostgreSQL's 128 MB default buffer pool sits inside this process; the store's data is far smaller.
    postgresqlconf: ['shared_buffers=16MB'],
    ...(fromDump ? { loadDataDir: fromDump } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    // An embedded database belongs to one process: there is no one to wait for.
    withStartLock: (work) => work(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // The embedded database has one connection, inside this process: it is never lost.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, (payload) => handlers.onMessage(payload));
      handlers.onListening(true);
      return async () => {
        handlers.onListening(false);
        if (!client.closed) await unlisten();
      };
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // A hung server must not hang requests (health answers 503 instead), and an idle client's
  // error (PostgreSQL restarting) must not crash the process: the pool replaces the client.
  const pool = new pg.Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 5000, query_timeout: 10_000 });
  pool.on('error', (error) => console.error(`PostgreSQL idle client error: ${error.message}`));
  const postgresDb = drizzlePostgres(pool, { schema });
  const db = postgresDb as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(postgresDb, { migrationsFolder }),
    withStartLock: (work) => withAdvisoryLock(pg.Client, url, work),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handlers) => listenOnPostgres(pg.Client, url, channel, handlers),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** The start-up lock's key: any number, the same in every instance of the store. */
const START_LOCK_KEY = '4107202611230001';

/**
 * Holds a session advisory lock on a connection of its own (outside the pool, whose query
 * timeout would end a long wait) while `work` runs on the pool. PostgreSQL frees the lock when
 * the holder's connection ends, so an instance that dies half-way does not block the others.
 */
async function withAdvisoryLock<T>(Client: typeof PgClient, url: string, work: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  // A lost lock connection must not crash the process; the work in progress carries on.
  client.on('error', (error) => console.error(`PostgreSQL start-up lock connection lost: ${error.message}`));
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}
