import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDemoStore } from './db/seed/seed-demo-store';
import { DEMO_CUSTOMER, DEMO_STAFF } from './db/seed/users';
import { resolveJwtSecret } from './lib/jwt-secret';
import { createDataCipher, parsePreviousDataKeys } from './lib/data-cipher';
import { resolveDataKey } from './lib/data-key';
import { changedCount, sealPlainPersonalData } from './modules/personal-data/seal-plain-values';

/** Opens, migrates and (when empty) seeds the database; a failure is one clear line. */
async function prepareDatabase(config: Config, dataKey: string): Promise<DatabaseHandle> {
  const where = config.DATABASE_URL ? 'PostgreSQL database' : `embedded database in ${config.DATA_DIR}`;
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
    await database.migrate();
  } catch (error) {
    // Drivers wrap the real reason (refused connection, missing database) in their own error.
    const reason = ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
    throw new ConfigError(`Could not open the ${where}: ${reason.split('\n')[0]}`);
  }
  const cipher = createDataCipher(dataKey, parsePreviousDataKeys(config.DATA_KEY_PREVIOUS));
  // Before anyone is answered: personal data left plain by an earlier release is sealed now.
  const sealing = await sealPlainPersonalData(database.db, cipher);
  if (changedCount(sealing) > 0) console.log(`Sealed ${changedCount(sealing)} personal values kept in plain text by an earlier release.`);
  const { seeded } = await seedDemoStore(database.db, cipher);
  if (seeded) console.log(`Seeded the demo store into the ${where}.`);
  return database;
}

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const jwtSecret = resolveJwtSecret(config);
  const dataKey = resolveDataKey(config);
  const database = await prepareDatabase(config, dataKey);
  const app = await buildApp({ config: { ...config, jwtSecret, dataKey }, database, logger: { level: config.LOG_LEVEL } });

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // A request that never finishes must not keep the process alive for ever.
    setTimeout(() => {
      app.log.error('shutdown took longer than 10 s: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

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
