import { eq } from 'drizzle-orm';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import { paiseToRupees, rupeesToPaise } from '@aabhushan/shared/rules/money';
import { METAL_RATE_MESSAGES, type MetalRatesAnswer, type MetalRatesBody, type MetalRatesSaved } from '@aabhushan/shared/schemas/admin-metal-rates';
import type { Database } from '../../../db/client';
import { metalRates } from '../../../db/schema/index';
import type { ResponseCache } from '../../../lib/response-cache';
import { loadMetalRates, readMetalRates } from '../../settings/metal-rates';
import type { MailSender } from '../../../lib/mail/mailer';
import { recordAudit } from '../audit';
import { queueWishlistAlerts } from '../wishlist-alerts';
import { repriceByWeight } from '../products/reprice-by-weight';
import { readCurrentSettings } from '../../settings/stored-settings';

async function readAnswer(db: Database): Promise<MetalRatesAnswer> {
  const { date, rows } = await readMetalRates(db);
  return {
    date,
    rates: rows.map((row) => ({ metal: row.metal, purity: row.purity, ratePerGram: paiseToRupees(row.ratePerGramPaise), updatedAt: row.updatedAt.toISOString() })),
  };
}

/**
 * The day's metal rates (issue 13): staff set them, and in the same transaction every piece
 * priced by weight of a changed purity is repriced (net weight x rate + making charges + stones
 * + GST, to the rupee), each price change audited with its old and new price. Carts read
 * prices live, so they show the new ones; placed orders keep what they were sold at.
 */
export function createMetalRatesService(
  db: Database,
  { publicCache, mailer }: { publicCache: ResponseCache<unknown>; mailer: MailSender; log?: { error: (obj: object, msg: string) => void } },
) {
  return {
    read: () => readAnswer(db),

    /** `origin` is the store's address, for the links in the wishlist alerts a lower price sends. */
    async save(actorId: string, { rates }: MetalRatesBody, origin: string): Promise<{ saved: MetalRatesSaved; message: string }> {
      const now = new Date();
      const repriced = await db.transaction(async (tx) => {
        // One change of rates at a time: the rows stay locked until this one commits.
        const locked = await tx.select().from(metalRates).for('update');
        const before = await readAnswer(tx);
        const changed = rates.filter((rate) => locked.find((row) => row.purity === rate.purity)?.ratePerGramPaise !== rupeesToPaise(rate.ratePerGram));
        // Every purity the body may name has its row (migration 0013).
        for (const rate of changed) {
          await tx.update(metalRates).set({ ratePerGramPaise: rupeesToPaise(rate.ratePerGram), updatedAt: now, updatedBy: actorId }).where(eq(metalRates.purity, rate.purity));
        }
        if (changed.length === 0) return [];
        await recordAudit(tx, { actorId, action: 'metal-rates.update', entityType: 'metal-rates', entityId: indianDateOf(now), before: before.rates, after: (await readAnswer(tx)).rates }, now);
        const { rates: newRates } = await readMetalRates(tx);
        const outcome = await repriceByWeight(tx, { actorId, now, origin, purities: changed.map((rate) => rate.purity), rates: newRates, gstRatePercent: (await readCurrentSettings(tx)).gstRatePercent });
        await queueWishlistAlerts(mailer, tx, outcome.alerts);
        return outcome.repriced;
      });
      // This process prices and breaks up with the new rates from now on.
      await loadMetalRates(db);
      // Every breakup shows the rate, and repriced pieces show in listings, searches and carts' answers.
      publicCache.clear();
      const saved = { ...(await readAnswer(db)), repriced };
      return { saved, message: METAL_RATE_MESSAGES.saved(repriced.length) };
    },
  };
}

export type MetalRatesService = ReturnType<typeof createMetalRatesService>;
