// One serving process of the store on a free port, started and stopped for a tool that needs a
// real server: the Lighthouse runs (scripts/lighthouse/throwaway-server.mjs) and each worker of
// the browser journeys (e2e/store-server.ts).
import { spawn } from 'node:child_process';
import { apiBundle, getFreePort, root, serverNodeFlags } from './lib.mjs';

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
    await new Promise((resolve) => setTimeout(resolve, 200));
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
 * Starts `entry` (the bundled API by default) with `env` on top of this process's environment,
 * HOST 127.0.0.1, a free PORT and no shutdown drain (unless `env` names one), and resolves once
 * its health check answers: `origin` and `stop` (which waits until the process has gone). The
 * server's standard error is passed through.
 */
export async function startServerProcess({ env = {}, entry = apiBundle, nodeFlags = serverNodeFlags } = {}) {
  const port = await getFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeFlags, entry], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // No SIGTERM drain (SHUTDOWN_DRAIN_MS): no load balancer waits on a test's server, and every stop would wait it out.
    env: { ...process.env, SHUTDOWN_DRAIN_MS: '0', ...env, HOST: '127.0.0.1', PORT: String(port) },
  });
  try {
    await waitUntilReady(origin, child);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { origin, stop: () => stop(child) };
}
