import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 server programs (the machines have them; the shared server is never touched). */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

/** Why a test that stops its own PostgreSQL cannot run here, or undefined when it can. */
export const ownPostgresUnavailable: string | undefined = ['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(path.join(POSTGRES_BIN, name)))
  ? undefined
  : `PostgreSQL 15's initdb and pg_ctl are not in ${POSTGRES_BIN} (apt-get install postgresql-15)`;

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  urlOf(database: string): string;
  /** Stops the server (fast: connections are ended), as an operator or a crash would. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  dispose(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port, with trust
 * authentication, so a test can stop and start it. PostgreSQL refuses to run as root: as root
 * the programs run as the `postgres` user.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  if (ownPostgresUnavailable) throw new Error(ownPostgresUnavailable);
  const asRoot = process.getuid?.() === 0;
  const folder = mkdtempSync(path.join(tmpdir(), 'aabhushan-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const pgProgram = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(POSTGRES_BIN, name), ...args]) : run(path.join(POSTGRES_BIN, name), args);
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  await pgProgram('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  // Durability is not what these tests are about: fsync off keeps migrating and seeding quick.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=32MB`;
  const start = async () => {
    await pgProgram('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(folder, 'server.log'), '-w', '-t', '60', 'start']);
  };
  const stop = async (mode = 'fast') => {
    await pgProgram('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  };
  await start();
  return {
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => stop(),
    start,
    dispose: async () => {
      await stop('immediate').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
