import { eq } from 'drizzle-orm';
import { rupeesToPaise } from '@aabhushan/shared/rules/money';
import { STORE_SETTINGS_MESSAGES, type StoreSettingsAnswer, type StoreSettingsBody } from '@aabhushan/shared/schemas/admin-store-settings';
import type { Database } from '../../../db/client';
import { storeSettings as storeSettingsTable } from '../../../db/schema/index';
import type { MailSender } from '../../../lib/mail/mailer';
import type { ResponseCache } from '../../../lib/response-cache';
import { readMetalRates } from '../../settings/metal-rates';
import { applyStoredSettings, editablePart, OPENING_STORE_SETTINGS, withStoredSettings, type StoredStoreSettings } from '../../settings/store-settings';
import { readStoredSettings, STORE_SETTINGS_ROW } from '../../settings/stored-settings';
import { recordAudit } from '../audit';
import { repriceByWeight } from '../products/reprice-by-weight';
import { queueWishlistAlerts } from '../wishlist-alerts';
import { toStoreSettingsAnswer, toStoredSettings } from './admin-store-settings.mapper';

async function readAnswer(db: Database): Promise<StoreSettingsAnswer> {
  const { stored, updatedAt } = await readStoredSettings(db);
  return toStoreSettingsAnswer(withStoredSettings(stored), updatedAt);
}

/**
 * The store settings on the staff side (issue 13): shipping, GST rate, COD limit, returns,
 * contact, hours and the invoice's seller. Saving audits the change; a new GST rate reprices
 * the pieces priced by weight in the same transaction (GST is part of their price). Cart,
 * checkout, invoices and the public answers use the new settings at once.
 */
export function createStoreSettingsService(
  db: Database,
  { publicCache, mailer }: { publicCache: ResponseCache<unknown>; mailer: MailSender; log?: { error: (obj: object, msg: string) => void } },
) {
  return {
    read: () => readAnswer(db),

    /** `origin` is the store's address, for the links in the wishlist alerts a lower price sends. */
    async save(actorId: string, body: StoreSettingsBody, origin: string): Promise<{ saved: StoreSettingsAnswer; message: string }> {
      const now = new Date();
      let stored: StoredStoreSettings = toStoredSettings(body, OPENING_STORE_SETTINGS);
      await db.transaction(async (tx) => {
        // One save at a time: the row is created with the opening settings if missing, then locked until this one commits.
        await tx.insert(storeSettingsTable).values({ id: STORE_SETTINGS_ROW, settings: editablePart(OPENING_STORE_SETTINGS) }).onConflictDoNothing();
        await tx.select().from(storeSettingsTable).where(eq(storeSettingsTable.id, STORE_SETTINGS_ROW)).for('update');
        const before = await readAnswer(tx);
        // A body without the wrap price (a client from before it) keeps the price stored now.
        stored = toStoredSettings(body, { giftWrapPaise: rupeesToPaise(before.giftWrap) });
        await tx.update(storeSettingsTable).set({ settings: stored, updatedAt: now, updatedBy: actorId }).where(eq(storeSettingsTable.id, STORE_SETTINGS_ROW));
        const { updatedAt: _before, ...beforeValues } = before;
        const { updatedAt: _after, ...afterValues } = toStoreSettingsAnswer(withStoredSettings(stored), now);
        await recordAudit(tx, { actorId, action: 'settings.update', entityType: 'settings', entityId: STORE_SETTINGS_ROW, before: beforeValues, after: afterValues }, now);
        if (before.gstRatePercent !== stored.gstRatePercent) {
          const { rates } = await readMetalRates(tx);
          const outcome = await repriceByWeight(tx, { actorId, now, origin, rates, gstRatePercent: stored.gstRatePercent });
          await queueWishlistAlerts(mailer, tx, outcome.alerts);
        }
      });
      // This process uses the new settings from now on.
      applyStoredSettings(stored);
      // Settings show in the public settings, the policy pages, every breakup (GST) and the drawn pages.
      publicCache.clear();
      return { saved: await readAnswer(db), message: STORE_SETTINGS_MESSAGES.saved };
    },
  };
}

export type StoreSettingsService = ReturnType<typeof createStoreSettingsService>;
