import type { FastifyInstance } from 'fastify';
import type { MetalRate } from '@aabhushan/shared/rules/price-breakup';
import { currentMetalRates, type CurrentMetalRates } from './metal-rates';
import { storeSettings, type StoreSettingsValues } from './store-settings';

/**
 * What one request (or one job) works from: the store settings and the day's metal rates, read
 * once when it starts. Staff may save new settings while an order is being placed; the order,
 * its answer and the rules that judged it then all agree, because they were handed the same
 * snapshot rather than each asking the process for "the current" values. This is the one place
 * that reads them (a test keeps it so): routes pass `request.storeSnapshot` on, jobs take their
 * own with `takeStoreSnapshot()`.
 */
export interface StoreSnapshot {
  readonly settings: StoreSettingsValues;
  readonly metalRates: CurrentMetalRates;
}

export function takeStoreSnapshot(): StoreSnapshot {
  return { settings: storeSettings(), metalRates: currentMetalRates() };
}

/** What a price breakup needs of the snapshot: the day's rates and the GST rate. */
export interface Valuation {
  readonly rates: readonly MetalRate[];
  readonly gstRatePercent: number;
}

export function valuationOf(snapshot: StoreSnapshot): Valuation {
  return { rates: snapshot.metalRates.rates, gstRatePercent: snapshot.settings.gstRatePercent };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The store settings and metal rates this request works from (store-snapshot.ts). */
    storeSnapshot: StoreSnapshot;
  }
}

/** Gives every request its snapshot as it arrives. */
export function addStoreSnapshots(app: FastifyInstance): void {
  app.decorateRequest('storeSnapshot', null as unknown as StoreSnapshot);
  app.addHook('onRequest', (request, _reply, done) => {
    request.storeSnapshot = takeStoreSnapshot();
    done();
  });
}
