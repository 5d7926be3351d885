// One build at a time in a checkout: two `npm start` (or an e2e run beside one) launched together
// would otherwise run npm ci and vite into the same folders at once and serve a half-written
// build. The first takes the lock and builds; the others wait, then find the build stamps current
// and reuse its build. Plain Node: this runs before anything is installed.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A lock file left empty this long was abandoned between its creation and its pid being written. */
const EMPTY_LOCK_STALE_MS = 10_000;

function holderOf(lockFile) {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return error.code === 'EPERM';
  }
}

/** A lock whose holder has gone: killed mid-build (Ctrl-C), it never removed its file. */
function isStale(lockFile) {
  const holder = holderOf(lockFile);
  if (holder !== undefined) return !isRunning(holder);
  try {
    return Date.now() - statSync(lockFile).mtimeMs > EMPTY_LOCK_STALE_MS;
  } catch {
    return false;
  }
}

function tryTake(lockFile) {
  try {
    const fd = openSync(lockFile, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    if (!isStale(lockFile)) return false;
    rmSync(lockFile, { force: true });
    return tryTake(lockFile);
  }
}

/**
 * Runs `work` holding `lockFile` (created with O_EXCL, holding this process's id), waiting while
 * another running process holds it; `onWait(pid)` is told once when this process has to wait.
 */
export async function withBuildLock(lockFile, work, { pollMs = 250, onWait } = {}) {
  mkdirSync(path.dirname(lockFile), { recursive: true });
  let told = false;
  while (!tryTake(lockFile)) {
    if (!told) onWait?.(holderOf(lockFile));
    told = true;
    await sleep(pollMs);
  }
  const release = () => {
    if (holderOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
  // A failed step that ends the process (process.exit) still frees the lock.
  process.once('exit', release);
  try {
    return await work();
  } finally {
    process.removeListener('exit', release);
    release();
  }
}
