import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../config';

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * JWT_SECRET when set. Production refuses to start without one; in development and tests a
 * random secret is generated once and kept in DATA_DIR (per process for DATA_DIR=memory),
 * so sessions survive a restart on a developer's machine.
 */
export function resolveJwtSecret(config: Pick<Config, 'JWT_SECRET' | 'NODE_ENV' | 'DATA_DIR'>): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (config.NODE_ENV === 'production') {
    throw new ConfigError('Configuration error: JWT_SECRET must be set in production (at least 32 characters)');
  }
  if (config.DATA_DIR === 'memory') return randomBytes(32).toString('hex');
  const file = path.join(config.DATA_DIR, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
