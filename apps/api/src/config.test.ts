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
    [{ DATA_KEY: 'x'.repeat(31) }, 'Configuration error: DATA_KEY must be at least 32 characters long'],
    [{ DATA_KEY_PREVIOUS: `${'x'.repeat(32)},short` }, 'Configuration error: DATA_KEY_PREVIOUS must be a comma-separated list of keys of at least 32 characters'],
    [{ GOOGLE_MAPS_API_KEY: 'not a key' }, 'Configuration error: GOOGLE_MAPS_API_KEY must be a Google Maps API key (letters, digits, - and _)'],
    [{ DATABASE_URL: 'mysql://x' }, 'Configuration error: DATABASE_URL must start with postgres:// or postgresql://'],
    [{ NODE_ENV: 'staging' }, 'Configuration error: NODE_ENV must be development, test or production'],
    [{ API_DOCS: 'yes' }, 'Configuration error: API_DOCS must be on or off'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'Configuration error: REDIS_URL must be a URL like redis://127.0.0.1:6379 (or rediss:// for TLS)'],
    [{ REDIS_PREFIX: 'has space' }, 'Configuration error: REDIS_PREFIX must be 1 to 64 letters, digits or : _ . -'],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('requires PUBLIC_URL in production, with one clear line', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: ' ' })).toThrow(
      'Configuration error: PUBLIC_URL is required in production: set it to the address shoppers open, like https://shop.example.com',
    );
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 'secret' };
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com', ...keys }).PUBLIC_URL).toBe('https://shop.example.com');
    expect(loadConfig({ NODE_ENV: 'development' }).PUBLIC_URL).toBeUndefined();
  });

  it('takes payments through Razorpay only with both keys, and never through the test gateway in production', () => {
    expect(loadConfig({}).RAZORPAY_KEY_ID).toBeUndefined();
    expect(loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's' })).toMatchObject({ RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's' });
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_1' })).toThrow(
      'Configuration error: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together (or neither, for the test gateway)',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' })).toThrow(
      'Configuration error: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required in production: without them only the test gateway (no real money) could take payments',
    );
  });

  it('accepts a PostgreSQL URL and a long secret, and treats empty values as unset', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h/db', JWT_SECRET: 'x'.repeat(32), PORT: '8080' });
    expect(config).toMatchObject({ DATABASE_URL: 'postgres://u@h/db', PORT: 8080 });
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('runs without Redis unless REDIS_URL is set, with its keys under one prefix', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({}).REDIS_PREFIX).toBe('aabhushan:');
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2', REDIS_PREFIX: 'shop-2:' })).toMatchObject({ REDIS_URL: 'redis://127.0.0.1:6379/2', REDIS_PREFIX: 'shop-2:' });
  });

  it('defaults the sender and leaves SMTP and the public address unset', () => {
    const config = loadConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBe('Aabhushan <no-reply@aabhushan.in>');
    expect(config.PUBLIC_URL).toBeUndefined();
    expect(loadConfig({ SMTP_URL: '  ', MAIL_FROM: '' })).toMatchObject({ SMTP_URL: undefined, MAIL_FROM: 'Aabhushan <no-reply@aabhushan.in>' });
  });

  it('accepts SMTP URLs, a sender with or without a name, and a public origin', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://user:secret@mail.example.com:587' }).SMTP_URL).toBe('smtp://user:secret@mail.example.com:587');
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.com' }).SMTP_URL).toBe('smtps://mail.example.com');
    expect(loadConfig({ MAIL_FROM: 'orders@shop.in' }).MAIL_FROM).toBe('orders@shop.in');
    expect(loadConfig({ MAIL_FROM: 'Shop Orders <orders@shop.in>' }).MAIL_FROM).toBe('Shop Orders <orders@shop.in>');
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/' }).PUBLIC_URL).toBe('https://shop.example.com');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:4100' }).PUBLIC_URL).toBe('http://localhost:4100');
  });

  it.each([
    [{ SMTP_URL: 'mail.example.com:587' }, 'Configuration error: SMTP_URL must be a URL like smtp://user:password@mail.example.com:587 (or smtps:// for TLS)'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'Configuration error: SMTP_URL must be a URL like smtp://user:password@mail.example.com:587 (or smtps:// for TLS)'],
    [{ SMTP_URL: 'smtp://' }, 'Configuration error: SMTP_URL must be a URL like smtp://user:password@mail.example.com:587 (or smtps:// for TLS)'],
    [{ MAIL_FROM: 'Aabhushan' }, 'Configuration error: MAIL_FROM must be an e-mail address, optionally with a name: Aabhushan <no-reply@example.com>'],
    [{ MAIL_FROM: 'Shop <not-an-address>' }, 'Configuration error: MAIL_FROM must be an e-mail address, optionally with a name: Aabhushan <no-reply@example.com>'],
    [{ PUBLIC_URL: 'shop.example.com' }, 'Configuration error: PUBLIC_URL must be the address shoppers open, like https://shop.example.com'],
    [{ PUBLIC_URL: 'https://shop.example.com/store?x=1' }, 'Configuration error: PUBLIC_URL must be the address shoppers open, like https://shop.example.com'],
  ])('refuses mail and address settings %o in one line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
