// The production server as `npm start` runs it (the bundled API serving the built storefront),
// on a free port and an embedded database in a temporary folder that is removed afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../server-process.mjs';

/**
 * Starts the server and returns its origin and a `close` that stops it and removes its data.
 * Development mode: the demo customer (for the signed-in cart) is seeded only outside production.
 */
export async function startThrowawayServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aabhushan-lighthouse-'));
  // Never the shell's real database or mail server.
  const env = { NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: undefined, SMTP_URL: undefined };
  try {
    const { origin, stop } = await startServerProcess({ env });
    const close = async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
    return { origin, close };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
