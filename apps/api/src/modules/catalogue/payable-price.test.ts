import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';

/**
 * The sale price is the price payable: listing filters and sorts, facets and the price breakup
 * use it, and the web shows it with no fallback. This pins the data behind that rule.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('seeded prices', () => {
  it('give every product and variant a positive sale price no higher than its mrp', async () => {
    const rows = [
      ...(await t.database.db.select({ sale: products.salePricePaise, mrp: products.mrpPaise }).from(products)),
      ...(await t.database.db.select({ sale: productVariants.salePricePaise, mrp: productVariants.mrpPaise }).from(productVariants)),
    ];
    expect(rows.length).toBeGreaterThan(0);
    const bad = rows.filter((row) => !(row.sale > 0 && row.sale <= row.mrp));
    expect(bad).toEqual([]);
  });
});
