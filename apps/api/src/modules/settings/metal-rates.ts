import { asc } from 'drizzle-orm';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import type { HallmarkMetal, MetalRate } from '@aabhushan/shared/rules/price-breakup';
import type { Database } from '../../db/client';
import { metalRates } from '../../db/schema/index';
import { METAL_RATES, METAL_RATES_DATE } from './store-settings';

export interface CurrentMetalRates {
  rates: readonly MetalRate[];
  /** The Indian date they were last set, YYYY-MM-DD ("rates as on ..."). */
  date: string;
}

/**
 * The day's metal rates as this process knows them: read from the database when the app starts
 * and replaced when staff set new ones (admin/metal-rates). Every price breakup reads them here.
 * Until the database has been read, the store's opening rates.
 */
let current: CurrentMetalRates = { rates: METAL_RATES, date: METAL_RATES_DATE };

export function currentMetalRates(): CurrentMetalRates {
  return current;
}

/** The rates as stored (`rows`, each with when it was set), with the date of the latest change. */
export async function readMetalRates(db: Database): Promise<CurrentMetalRates & { rows: Array<typeof metalRates.$inferSelect> }> {
  const rows = await db.select().from(metalRates).orderBy(asc(metalRates.metal), asc(metalRates.purity));
  const updatedAt = rows.reduce<Date | null>((latest, row) => (!latest || row.updatedAt > latest ? row.updatedAt : latest), null);
  return {
    rates: rows.map((row) => ({ metal: row.metal as HallmarkMetal, purity: row.purity, ratePerGramPaise: row.ratePerGramPaise })),
    date: updatedAt ? indianDateOf(updatedAt) : METAL_RATES_DATE,
    rows,
  };
}

/** Reads the stored rates into this process (at start, and after staff change them). */
export async function loadMetalRates(db: Database): Promise<CurrentMetalRates> {
  const { rates, date } = await readMetalRates(db);
  if (rates.length > 0) current = { rates, date };
  return current;
}
