import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { StopListening } from '../../db/notifications';
import type { ResponseCache } from '../../lib/response-cache';
import { loadMetalRates } from './metal-rates';
import { loadStoreSettings } from './stored-settings';

/** Told by the database (migration 0020) when the store settings or the metal rates change. */
export const STORE_CHANGED_CHANNEL = 'store_changed';

type Change = 'settings' | 'metal-rates';

/**
 * Keeps this instance's store settings and metal rates (held in memory, read at start) as the
 * database has them when another instance or anyone else changes them: each notice reloads
 * what changed and drops the public answers built on the old values. A lost connection may
 * have missed notices, so once it is heard again both are reloaded. A reload that fails is
 * logged; the values held stay until the next notice.
 */
export function followStoreChanges(database: DatabaseHandle, publicCache: ResponseCache<unknown>, log: FastifyBaseLogger): Promise<StopListening> {
  const reload = async (changes: Change[]) => {
    try {
      for (const change of changes) await (change === 'settings' ? loadStoreSettings(database.db) : loadMetalRates(database.db));
      publicCache.clear();
    } catch (error) {
      log.warn({ err: error, changes }, 'The store settings or metal rates could not be read again after a change');
    }
  };
  let lost = false;
  return database.listen(STORE_CHANGED_CHANNEL, {
    onMessage: (payload) => {
      if (payload === 'settings' || payload === 'metal-rates') void reload([payload]);
    },
    onListening: (listening) => {
      if (listening && lost) void reload(['settings', 'metal-rates']);
      lost = !listening;
    },
  });
}
