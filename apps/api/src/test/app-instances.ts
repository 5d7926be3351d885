import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppDeps } from '../app';
import type { DatabaseHandle } from '../db/client';
import { TEST_INDEX_HTML, TEST_JWT_SECRET } from './create-test-app';
import { createTestDatabase, TEST_DATA_KEY } from './test-database';

/** One line of an instance's log, as pino wrote it. */
export interface LogLine {
  level: number;
  msg: string;
}

/** An instance's log, kept for the test: its lines, and a wait for one with a given message. */
export interface InstanceLog {
  lines: LogLine[];
  saying(message: string): LogLine[];
  /** Resolves at the first line with `message` (at once when one was written already). */
  until(message: string): Promise<void>;
}

function createInstanceLog(): { log: InstanceLog; write: (text: string) => void } {
  const lines: LogLine[] = [];
  const waiting: Array<{ message: string; resolve: () => void }> = [];
  const log: InstanceLog = {
    lines,
    saying: (message) => lines.filter((line) => line.msg === message),
    until: (message) =>
      log.saying(message).length > 0 ? Promise.resolve() : new Promise((resolve) => waiting.push({ message, resolve })),
  };
  const write = (text: string) => {
    const line = JSON.parse(text) as LogLine;
    lines.push(line);
    for (const waiter of waiting.filter((candidate) => candidate.message === line.msg)) waiter.resolve();
  };
  return { log, write };
}

export interface Instance {
  app: App;
  log: InstanceLog;
}

/**
 * Several instances of the store (buildApp each) on one test database, as behind a load
 * balancer: what they must share goes through the database and, with REDIS_URL, Redis. Each
 * keeps its log lines (info and above) for the test.
 */
export async function startInstances(count: number, config: Partial<AppDeps['config']> = {}): Promise<{ instances: Instance[]; database: DatabaseHandle; close(): Promise<void> }> {
  const { database, dispose } = await createTestDatabase({ contents: 'seeded' });
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'aabhushan-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), TEST_INDEX_HTML);
  const instances: Instance[] = [];
  for (let i = 0; i < count; i += 1) {
    const { log, write } = createInstanceLog();
    const app = await buildApp({
      config: { WEB_DIST_DIR: webDistDir, jwtSecret: TEST_JWT_SECRET, dataKey: TEST_DATA_KEY, ...config },
      database,
      logger: { level: 'info', stream: { write } },
    });
    instances.push({ app, log });
  }
  return {
    instances,
    database,
    close: async () => {
      for (const { app } of instances) await app.close();
      await dispose();
      rmSync(webDistDir, { recursive: true, force: true });
    },
  };
}
