import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreSettings } from '@aabhushan/shared/schemas/settings';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { currentMetalRates } from './metal-rates';
import { editablePart, OPENING_STORE_SETTINGS, storeSettings } from './store-settings';
import { STORE_SETTINGS_ROW } from './stored-settings';

// Another instance (or anyone) changing the settings or rates in the database: this instance
// hears it (migration 0020's triggers) and reads them again, dropping its cached public answers.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

/** Polls `read` for up to two seconds until it answers `expected`. */
async function eventually<T>(read: () => T | Promise<T>, expected: T): Promise<T> {
  const until = Date.now() + 2000;
  for (;;) {
    const value = await read();
    if (JSON.stringify(value) === JSON.stringify(expected) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const publicCodLimit = async () => ((await t.app.inject({ method: 'GET', url: '/api/public/settings' })).json().data as StoreSettings).codLimit;

describe('store settings and metal rates changed elsewhere', () => {
  it('are read again by this instance, and the public answers built on the old ones dropped', async () => {
    expect(await publicCodLimit()).toBe(OPENING_STORE_SETTINGS.codLimitPaise / 100); // now cached
    const changed = { ...editablePart(OPENING_STORE_SETTINGS), codLimitPaise: 1_234_500 };
    // Written straight to the database, as another server instance saving the settings does.
    await t.database.db.execute(sql`INSERT INTO store_settings (id, settings) VALUES (${STORE_SETTINGS_ROW}, ${JSON.stringify(changed)}::jsonb)`);
    expect(await eventually(() => storeSettings().codLimitPaise, 1_234_500)).toBe(1_234_500);
    expect(await eventually(publicCodLimit, 12_345)).toBe(12_345);

    const [gold] = currentMetalRates().rates.filter((rate) => rate.metal === 'gold' && rate.purity === '22K');
    await t.database.db.execute(sql`UPDATE metal_rates SET rate_per_gram_paise = rate_per_gram_paise + 10000 WHERE metal = 'gold' AND purity = '22K'`);
    const goldNow = () => currentMetalRates().rates.find((rate) => rate.metal === 'gold' && rate.purity === '22K')?.ratePerGramPaise;
    expect(await eventually(goldNow, gold!.ratePerGramPaise + 10_000)).toBe(gold!.ratePerGramPaise + 10_000);
  });
});
