// `npm run rotate-data-key`: re-seals every sealed value under DATA_KEY while the store keeps
// serving. Set the new key as DATA_KEY and the old one in DATA_KEY_PREVIOUS, restart the
// server with both, run this, then drop DATA_KEY_PREVIOUS (docs/security.md, Key rotation).
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createDataCipher, parsePreviousDataKeys } from './lib/data-cipher';
import { resolveDataKey } from './lib/data-key';
import { rotateDataKey, type RotationReport } from './modules/personal-data/rotate-data-key';

function describe(report: RotationReport): string[] {
  const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);
  const byColumn = Object.entries(report.resealed).filter(([, count]) => count > 0).map(([name, count]) => `${name} ${count}`);
  return [
    `Re-sealed ${total(report.resealed)} values under the current key${byColumn.length > 0 ? ` (${byColumn.join(', ')})` : ''}.`,
    `Sealed ${total(report.plain.sealed)} values still in plain text.`,
    `Orders moved to the current key: ${report.orders}; account phone digests: ${report.contactDigests}.`,
    `Confirmed phones moved: ${report.confirmedPhones.replaced}; left under an older key (to be confirmed again once it is dropped): ${report.confirmedPhones.left}.`,
  ];
}

/**
 * The embedded database belongs to the one process that opened it: two processes on one data
 * directory would corrupt it. With it the store must be stopped first (PostgreSQL needs no stop).
 */
async function isStoreRunning(host: string, port: number): Promise<boolean> {
  try {
    await fetch(`http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL && (await isStoreRunning(config.HOST, config.PORT))) {
    throw new ConfigError(`The store is running on port ${config.PORT} with the embedded database, which only one process may open: stop it, rotate, then start it again (with PostgreSQL the rotation runs while the store serves).`);
  }
  const cipher = createDataCipher(resolveDataKey(config), parsePreviousDataKeys(config.DATA_KEY_PREVIOUS));
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    for (const line of describe(await rotateDataKey(database.db, cipher))) console.log(line);
    console.log('Every sealed value is now under the current key: DATA_KEY_PREVIOUS can be removed once no server uses it.');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Rotation failed: ${(error as Error).message}`);
  process.exit(1);
});
