import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { prepareDatabase } from './db/prepare-database';
import { DEMO_CUSTOMER, DEMO_STAFF } from './db/seed/users';
import { resolveJwtSecret } from './lib/jwt-secret';
import { resolveDataKey } from './lib/data-key';
import { createShutdown } from './lib/graceful-shutdown';

async function main(): Promise<void> {
  const config = loadConfig();
  const jwtSecret = resolveJwtSecret(config);
  const dataKey = resolveDataKey(config);
  const database = await prepareDatabase(config, dataKey);
  const app = await buildApp({ config: { ...config, jwtSecret, dataKey }, database, logger: { level: config.LOG_LEVEL } });

  const shutdown = createShutdown({ app, drainMs: config.SHUTDOWN_DRAIN_MS, closeAfterRequests: [() => database.close()] });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (received) => void shutdown(received));

  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`Aabhushan is open at ${getPublicUrl(config)}`);
  if (config.NODE_ENV !== 'production') {
    console.log(`Demo customer: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
    console.log(`Staff (order status): ${DEMO_STAFF.email} / ${DEMO_STAFF.password}`);
  }
  if (!config.SMTP_URL) {
    console.log(config.NODE_ENV === 'production'
      ? 'SMTP_URL is not set: e-mail is not delivered (kept in the mail_outbox table only).'
      : `E-mail goes to the development outbox: ${getPublicUrl(config)}/api/dev/outbox`);
  }
  // Production without Razorpay keys never gets here (config.ts).
  if (!config.RAZORPAY_KEY_ID) console.log('Payments: built-in TEST gateway, no real money (set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET for Razorpay).');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Start failed: ${(error as Error).message}`);
  process.exit(1);
});

function getPublicUrl(config: Config): string {
  const isLoopbackOrAny = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(config.HOST);
  return `http://${isLoopbackOrAny ? 'localhost' : config.HOST}:${config.PORT}`;
}
