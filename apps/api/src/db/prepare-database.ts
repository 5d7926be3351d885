import { ConfigError, type Config } from '../config';
import { createDataCipher, parsePreviousDataKeys } from '../lib/data-cipher';
import { changedCount, sealPlainPersonalData } from '../modules/personal-data/seal-plain-values';
import { openDatabase, type DatabaseHandle } from './client';
import { seedDemoStore } from './seed/seed-demo-store';

type DatabaseConfig = Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'DATA_KEY_PREVIOUS'>;

/**
 * Opens, migrates and (when empty) seeds the database; failing to open or migrate it is one
 * clear line. Instances started together on one database take turns (the start-up lock): the
 * first migrates and seeds, the others find the work done.
 */
export async function prepareDatabase(config: DatabaseConfig, dataKey: string): Promise<DatabaseHandle> {
  const where = config.DATABASE_URL ? 'PostgreSQL database' : `embedded database in ${config.DATA_DIR}`;
  let database: DatabaseHandle | undefined;
  let migrated = false;
  try {
    const opened = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
    database = opened;
    return await opened.withStartLock(async () => {
      await opened.migrate();
      migrated = true;
      const cipher = createDataCipher(dataKey, parsePreviousDataKeys(config.DATA_KEY_PREVIOUS));
      // Before anyone is answered: personal data left plain by an earlier release is sealed now.
      const sealing = await sealPlainPersonalData(opened.db, cipher);
      if (changedCount(sealing) > 0) console.log(`Sealed ${changedCount(sealing)} personal values kept in plain text by an earlier release.`);
      const { seeded } = await seedDemoStore(opened.db, cipher);
      if (seeded) console.log(`Seeded the demo store into the ${where}.`);
      return opened;
    });
  } catch (error) {
    await database?.close().catch(() => undefined);
    if (migrated) throw error;
    // Drivers wrap the real reason (refused connection, missing database) in their own error.
    const reason = ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
    throw new ConfigError(`Could not open the ${where}: ${reason.split('\n')[0]}`);
  }
}
