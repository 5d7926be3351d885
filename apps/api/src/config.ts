import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_MAIL_FROM } from './lib/mail/mailer';
import { parsePreviousDataKeys } from './lib/data-cipher';

/**
 * The repository's root: the nearest folder above this module with the lockfile. Walked up
 * rather than counted, because the module runs from apps/api/src (tsx, tests) and bundled
 * from apps/api/dist or bench/dist.
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package-lock.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '../../..');
  }
}
const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** `shop@example.com` or `Shop Name <shop@example.com>`. */
const MAIL_FROM_PATTERN = /^(?:[^<>@]+<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isRedisUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    // Just the origin: e-mailed links append their own paths.
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash;
  } catch {
    return false;
  }
}

/** The default REDIS_PREFIX: every key the store writes in Redis starts with it. */
export const DEFAULT_REDIS_PREFIX = 'aabhushan:';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production'], {
    error: 'NODE_ENV must be development, test or production',
  }).default('development'),
  PORT: z.coerce
    .number({ error: 'PORT must be a whole number from 1 to 65535' })
    .int({ error: 'PORT must be a whole number from 1 to 65535' })
    .min(1, { error: 'PORT must be a whole number from 1 to 65535' })
    .max(65535, { error: 'PORT must be a whole number from 1 to 65535' })
    .default(3000),
  HOST: z.string().trim().min(1, { error: 'HOST must not be empty' }).default('127.0.0.1'),
  DATABASE_URL: optionalText.refine((url) => url === undefined || /^postgres(ql)?:\/\//.test(url), {
    error: 'DATABASE_URL must start with postgres:// or postgresql://',
  }),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /**
   * Optional: the Redis that several instances of the store share (attempt limits and request
   * limits count there). Unset, one process keeps them in memory.
   */
  REDIS_URL: optionalText.refine((url) => url === undefined || isRedisUrl(url), {
    error: 'REDIS_URL must be a URL like redis://127.0.0.1:6379 (or rediss:// for TLS)',
  }),
  /** Starts every key the store writes in Redis, so several stores (or test runs) can share one. */
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9:_.-]{1,64}$/, {
    error: 'REDIS_PREFIX must be 1 to 64 letters, digits or : _ . -',
  }).default(DEFAULT_REDIS_PREFIX),
  JWT_SECRET: optionalText.refine((secret) => secret === undefined || secret.length >= 32, {
    error: 'JWT_SECRET must be at least 32 characters long',
  }),
  /** Seals phone numbers and street addresses at rest (lib/data-cipher.ts); generated in DATA_DIR for development. */
  DATA_KEY: optionalText.refine((key) => key === undefined || key.length >= 32, {
    error: 'DATA_KEY must be at least 32 characters long',
  }),
  /** Keys DATA_KEY replaced, comma-separated: they only open what they sealed until `npm run rotate-data-key` re-seals it. */
  DATA_KEY_PREVIOUS: optionalText.refine((keys) => keys === undefined || parsePreviousDataKeys(keys).every((key) => key.length >= 32), {
    error: 'DATA_KEY_PREVIOUS must be a comma-separated list of keys of at least 32 characters',
  }),
  /** Optional: the address map uses Google Maps (places library) with it, OpenStreetMap without. */
  GOOGLE_MAPS_API_KEY: optionalText.refine((key) => key === undefined || /^[A-Za-z0-9_-]{20,100}$/.test(key), {
    error: 'GOOGLE_MAPS_API_KEY must be a Google Maps API key (letters, digits, - and _)',
  }),
  SMTP_URL: optionalText.refine((url) => url === undefined || isSmtpUrl(url), {
    error: 'SMTP_URL must be a URL like smtp://user:password@mail.example.com:587 (or smtps:// for TLS)',
  }),
  MAIL_FROM: optionalText
    .refine((from) => from === undefined || MAIL_FROM_PATTERN.test(from), {
      error: 'MAIL_FROM must be an e-mail address, optionally with a name: Aabhushan <no-reply@example.com>',
    })
    .transform((from) => from ?? DEFAULT_MAIL_FROM),
  /** Optional: the SMS provider's endpoint (lib/sms/sms-sender.ts); without it codes that would go by text go by e-mail. */
  SMS_URL: optionalText.refine((url) => url === undefined || /^https?:\/\/[^\s]+$/.test(url), {
    error: 'SMS_URL must be the SMS provider\'s address, like https://sms.example.com/send',
  }),
  /** Sent as `Authorization: Bearer` with every text message. */
  SMS_TOKEN: optionalText,
  PUBLIC_URL: optionalText
    .refine((url) => url === undefined || isHttpUrl(url), {
      error: 'PUBLIC_URL must be the address shoppers open, like https://shop.example.com',
    })
    .transform((url) => url?.replace(/\/+$/, '')),
  /**
   * Which proxies may set X-Forwarded-For, so rate limits see the shopper's address, not the
   * proxy's: unset (none) or their addresses / CIDR ranges separated by commas. (Fastify
   * ignores a bare hop count: it cannot tell a proxy from a client that sends the header.)
   */
  TRUST_PROXY: optionalText
    .refine((value) => value === undefined || /^[0-9a-fA-F:./]+(\s*,\s*[0-9a-fA-F:./]+)*$/.test(value), {
      error: "TRUST_PROXY must be the proxies' addresses or ranges separated by commas, like 10.0.0.0/8,127.0.0.1",
    })
    .transform((value) => value ?? false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
  }).default('info'),
  /**
   * On SIGTERM, how long the server keeps answering (health with 503) before it stops accepting
   * connections: the time a load balancer needs to notice and send new requests elsewhere.
   * Then it finishes what is in flight; the whole shutdown stays within 15 s.
   */
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: 'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds from 0 to 10000' })
    .int({ error: 'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds from 0 to 10000' })
    .min(0, { error: 'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds from 0 to 10000' })
    .max(10_000, { error: 'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds from 0 to 10000' })
    .default(3000),
  WEB_DIST_DIR: z.string().trim().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  /** The storefront's server entry, which draws each page's first view into its HTML; pages go without one while it is not built. */
  WEB_SERVER_ENTRY: z.string().trim().min(1).default(path.join(repoRoot, 'apps/web/dist-server/entry-server.js')),
  /** Razorpay API keys: both set, payments go through Razorpay; neither, the built-in test gateway. */
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  /** The secret Razorpay signs webhooks with (Dashboard, Webhooks); unset, the webhook is refused. */
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  /** The API's documentation at /api/docs: on by default, off in production unless set to on. */
  API_DOCS: z.enum(['on', 'off'], { error: 'API_DOCS must be on or off' }).optional(),
}).refine((config) => config.NODE_ENV !== 'production' || config.PUBLIC_URL !== undefined, {
  // Without it e-mailed links and canonical addresses would point at localhost.
  error: 'PUBLIC_URL is required in production: set it to the address shoppers open, like https://shop.example.com',
  path: ['PUBLIC_URL'],
}).refine((config) => (config.RAZORPAY_KEY_ID === undefined) === (config.RAZORPAY_KEY_SECRET === undefined), {
  error: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together (or neither, for the test gateway)',
  path: ['RAZORPAY_KEY_ID'],
}).refine((config) => config.NODE_ENV !== 'production' || config.RAZORPAY_KEY_ID !== undefined, {
  // The test gateway takes no money: a live store must never offer it.
  error: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required in production: without them only the test gateway (no real money) could take payments',
  path: ['RAZORPAY_KEY_ID'],
});

export type Config = z.infer<typeof configSchema>;

/** A configuration the server cannot start with; the message is one line for the operator. */
export class ConfigError extends Error {}

/** Reads the configuration from the environment; unset values get safe development defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(`Configuration error: ${issue.message}`);
  }
  return result.data;
}
