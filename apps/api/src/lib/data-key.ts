import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../config';
import { MIN_DATA_KEY_LENGTH } from './data-cipher';

export const DATA_KEY_FILE = 'data-key';

/**
 * DATA_KEY when set. Production refuses to start without one (losing it loses every sealed
 * phone number and address, so it must be set on purpose and backed up); in development and
 * tests a random key is generated once and kept in DATA_DIR (per process for DATA_DIR=memory),
 * exactly like the JWT secret.
 */
export function resolveDataKey(config: Pick<Config, 'DATA_KEY' | 'NODE_ENV' | 'DATA_DIR'>): string {
  if (config.DATA_KEY) return config.DATA_KEY;
  if (config.NODE_ENV === 'production') {
    throw new ConfigError(`Configuration error: DATA_KEY must be set in production (at least ${MIN_DATA_KEY_LENGTH} characters)`);
  }
  if (config.DATA_DIR === 'memory') return randomBytes(32).toString('hex');
  const file = path.join(config.DATA_DIR, DATA_KEY_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_DATA_KEY_LENGTH) return stored;
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}
