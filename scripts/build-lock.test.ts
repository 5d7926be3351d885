import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts, without types
import { withBuildLock } from './build-lock.mjs';

const lockModule = pathToFileURL(path.join(import.meta.dirname, 'build-lock.mjs')).href;
let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/**
 * A process that does what `npm start` does under the lock: builds when the stamp is missing
 * (a build that takes 400 ms), else reuses the build; it writes what it did to the log.
 */
function startBuilder(name: string) {
  const script = `
    import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
    import { setTimeout as sleep } from 'node:timers/promises';
    const { withBuildLock } = await import(${JSON.stringify(lockModule)});
    const [lock, stamp, log, name] = process.argv.slice(1);
    await withBuildLock(lock, async () => {
      if (existsSync(stamp)) return appendFileSync(log, name + ' reused\\n');
      appendFileSync(log, name + ' build started\\n');
      await sleep(400);
      writeFileSync(stamp, 'built');
      appendFileSync(log, name + ' build finished\\n');
    }, { pollMs: 50, onWait: () => appendFileSync(log, name + ' waits\\n') });
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, path.join(folder, '.cache/build.lock'), path.join(folder, 'stamp'), path.join(folder, 'log'), name], { stdio: 'inherit' });
  return new Promise<number | null>((resolve) => child.on('exit', resolve));
}

describe('the build lock', () => {
  it('lets one of two processes started together build, and the other wait and reuse its build', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'build-lock-'));
    expect(await Promise.all([startBuilder('first'), startBuilder('second')])).toEqual([0, 0]);
    const log = readFileSync(path.join(folder, 'log'), 'utf8').trim().split('\n');
    const builder = log[0]!.split(' ')[0];
    const other = builder === 'first' ? 'second' : 'first';
    expect(log.filter((line) => line !== `${other} waits`)).toEqual([`${builder} build started`, `${builder} build finished`, `${other} reused`]);
    expect(existsSync(path.join(folder, '.cache/build.lock'))).toBe(false);
  });

  it('takes over a lock whose process has gone (a build stopped with Ctrl-C)', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'build-lock-'));
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    const lock = path.join(folder, 'build.lock');
    writeFileSync(lock, String(gone.pid));
    expect(await withBuildLock(lock, async () => 'built', { pollMs: 50 })).toBe('built');
    expect(existsSync(lock)).toBe(false);
  });

  it('frees the lock when the work fails', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'build-lock-'));
    const lock = path.join(folder, 'build.lock');
    await expect(withBuildLock(lock, async () => Promise.reject(new Error('vite failed')))).rejects.toThrow('vite failed');
    expect(existsSync(lock)).toBe(false);
  });
});
