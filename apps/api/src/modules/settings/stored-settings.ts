import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storeSettings as storeSettingsTable } from '../../db/schema/index';
import { applyStoredSettings, withStoredSettings, type StoreSettingsValues, type StoredStoreSettings } from './store-settings';

/** The one row of `store_settings`. */
export const STORE_SETTINGS_ROW = 'store';

/** What staff stored (null until they first save), with when and by whom. */
export async function readStoredSettings(db: Database): Promise<{ stored: StoredStoreSettings | null; updatedAt: Date | null }> {
  const [row] = await db.select().from(storeSettingsTable).where(eq(storeSettingsTable.id, STORE_SETTINGS_ROW));
  return { stored: (row?.settings as StoredStoreSettings | undefined) ?? null, updatedAt: row?.updatedAt ?? null };
}

/** The settings as the database has them now: what a staff write repricing in a transaction uses. */
export async function readCurrentSettings(db: Database): Promise<StoreSettingsValues> {
  return withStoredSettings((await readStoredSettings(db)).stored);
}

/** Reads the stored settings into this process (at start, and after staff change them). */
export async function loadStoreSettings(db: Database): Promise<StoreSettingsValues> {
  return applyStoredSettings((await readStoredSettings(db)).stored);
}
