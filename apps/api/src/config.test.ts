import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has safe development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', NODE_ENV: 'development' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'Configuration error: PORT must be a whole number from 1 to 65535'],
    [{ PORT: '70000' }, 'Configuration error: PORT must be a whole number from 1 to 65535'],
    [{ JWT_SECRET: 'short' }, 'Configuration error: JWT_SECRET must be at least 32 characters long'],
    [{ DATABASE_URL: 'mysql://x' }, 'Configuration error: DATABASE_URL must start with postgres:// or postgresql://'],
    [{ NODE_ENV: 'staging' }, 'Configuration error: NODE_ENV must be development, test or production'],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('accepts a PostgreSQL URL and a long secret, and treats empty values as unset', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h/db', JWT_SECRET: 'x'.repeat(32), PORT: '8080' });
    expect(config).toMatchObject({ DATABASE_URL: 'postgres://u@h/db', PORT: 8080 });
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
