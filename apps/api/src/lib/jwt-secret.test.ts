import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { JWT_SECRET_FILE, resolveJwtSecret } from './jwt-secret';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'aabhushan-secret-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('resolveJwtSecret', () => {
  it('uses JWT_SECRET when set, in any mode', () => {
    const secret = 'x'.repeat(40);
    expect(resolveJwtSecret({ JWT_SECRET: secret, NODE_ENV: 'production', DATA_DIR: './data' })).toBe(secret);
    expect(resolveJwtSecret({ JWT_SECRET: secret, NODE_ENV: 'development', DATA_DIR: 'memory' })).toBe(secret);
  });

  it('refuses to start in production without one', () => {
    expect(() => resolveJwtSecret({ JWT_SECRET: undefined, NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(ConfigError);
    expect(() => resolveJwtSecret({ JWT_SECRET: undefined, NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
      'Configuration error: JWT_SECRET must be set in production (at least 32 characters)',
    );
  });

  it('generates a development secret once and keeps it in DATA_DIR (owner-only)', () => {
    const dir = tempDir();
    const first = resolveJwtSecret({ JWT_SECRET: undefined, NODE_ENV: 'development', DATA_DIR: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, JWT_SECRET_FILE);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret({ JWT_SECRET: undefined, NODE_ENV: 'development', DATA_DIR: dir })).toBe(first);
  });

  it('replaces a stored secret that is too short', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, JWT_SECRET_FILE), 'short');
    const secret = resolveJwtSecret({ JWT_SECRET: undefined, NODE_ENV: 'test', DATA_DIR: dir });
    expect(secret).not.toBe('short');
    expect(secret.length).toBeGreaterThanOrEqual(32);
  });

  it('makes a fresh secret per process for DATA_DIR=memory, writing nothing', () => {
    const a = resolveJwtSecret({ JWT_SECRET: undefined, NODE_ENV: 'development', DATA_DIR: 'memory' });
    const b = resolveJwtSecret({ JWT_SECRET: undefined, NODE_ENV: 'development', DATA_DIR: 'memory' });
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
  });
});
