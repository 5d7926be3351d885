import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { DATA_KEY_FILE, resolveDataKey } from './data-key';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'aabhushan-data-key-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('resolveDataKey', () => {
  it('uses DATA_KEY when set, in any mode', () => {
    const key = 'k'.repeat(40);
    expect(resolveDataKey({ DATA_KEY: key, NODE_ENV: 'production', DATA_DIR: './data' })).toBe(key);
    expect(resolveDataKey({ DATA_KEY: key, NODE_ENV: 'development', DATA_DIR: 'memory' })).toBe(key);
  });

  it('refuses to start in production without one', () => {
    expect(() => resolveDataKey({ DATA_KEY: undefined, NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(ConfigError);
    expect(() => resolveDataKey({ DATA_KEY: undefined, NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
      'Configuration error: DATA_KEY must be set in production (at least 32 characters)',
    );
  });

  it('generates a development key once and keeps it in DATA_DIR (owner-only)', () => {
    const dir = tempDir();
    const first = resolveDataKey({ DATA_KEY: undefined, NODE_ENV: 'development', DATA_DIR: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, DATA_KEY_FILE);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveDataKey({ DATA_KEY: undefined, NODE_ENV: 'development', DATA_DIR: dir })).toBe(first);
  });

  it('replaces a stored key that is too short, and keeps one per process for DATA_DIR=memory', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, DATA_KEY_FILE), 'short');
    expect(resolveDataKey({ DATA_KEY: undefined, NODE_ENV: 'test', DATA_DIR: dir }).length).toBeGreaterThanOrEqual(32);
    const memory = resolveDataKey({ DATA_KEY: undefined, NODE_ENV: 'development', DATA_DIR: 'memory' });
    expect(memory).not.toBe(resolveDataKey({ DATA_KEY: undefined, NODE_ENV: 'development', DATA_DIR: 'memory' }));
  });
});
