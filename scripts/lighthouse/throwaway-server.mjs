// The production server as `npm start` runs it (the bundled API serving the built storefront),
// on a free port and an embedded database in a temporary folder that is removed afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiBundle, getFreePort, root, serverNodeFlags } from '../lib.mjs';

/** Migrating and seeding a fresh database takes a while on a busy machine. */
const READY_TIMEOUT_MS = 180_000;
const STOP_GRACE_MS = 15_000;

async function waitUntilReady(origin, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (code ${child.exitCode}) before it answered.`);
    try {
      const response = await fetch(`${origin}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${origin}/api/v1/health within ${READY_TIMEOUT_MS / 1000} s.`);
}

/** Ends the server (SIGTERM, then SIGKILL after the grace time) and waits until it has gone. */
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the server and returns its origin and a `close` that stops it and removes its data.
 * Development mode: the demo customer (for the signed-in cart) is seeded only outside production.
 */
export async function startThrowawayServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aabhushan-lighthouse-'));
  const port = await getFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  // Never the shell's real database or mail server.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child = spawn(process.execPath, [...serverNodeFlags, apiBundle], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
  const close = async () => {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(origin, child);
  } catch (error) {
    await close();
    throw error;
  }
  return { origin, close };
}
