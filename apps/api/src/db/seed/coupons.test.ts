import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCouponValidity } from '@aabhushan/shared/rules/coupon';
import type { DatabaseHandle } from '../client';
import { categories, coupons } from '../schema/index';
import { createTestDatabase } from '../../test/test-database';
import { toCouponRecord } from '../../modules/coupons/coupon.mapper';
import { createDataCipher } from '../../lib/data-cipher';
import { seedDemoStore } from './seed-demo-store';

let database: DatabaseHandle;
let dispose: () => Promise<void>;
const now = new Date('2026-03-01T10:00:00Z');
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
  await seedDemoStore(database.db, createDataCipher('seed-test-data-key-of-at-least-32-chars'), now);
});
afterAll(async () => {
  await dispose();
});

describe('demo coupons', () => {
  it('show every rule of the coupon model', async () => {
    const rows = (await database.db.select().from(coupons)).map(toCouponRecord);
    const byCode = new Map(rows.map((row) => [row.code, row]));
    const [rings] = await database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'rings'));
    const terms = (code: string) => {
      const row = byCode.get(code)!;
      return [row.type, row.value, row.minOrderValuePaise, row.maxDiscountAmountPaise, row.usageLimit, row.userUsageLimit];
    };
    expect(terms('WELCOME10')).toEqual(['percentage', 10, 500_000, 200_000, null, null]);
    expect(terms('FLAT500')).toEqual(['fixed', 50_000, 1_000_000, null, null, null]);
    expect(terms('FREESHIP')).toEqual(['free_shipping', 0, 0, null, null, null]);
    expect(terms('RINGS15')).toEqual(['percentage', 15, 0, 500_000, null, null]);
    expect(byCode.get('RINGS15')!.applicableCategories).toEqual([rings!.id]);
    expect(terms('FESTIVE25')).toEqual(['percentage', 25, 5_000_000, 1_000_000, null, 1]);
    expect(terms('LIMITED1')).toEqual(['fixed', 100_000, 500_000, null, 1, null]);
    const invalidNow = rows.filter((row) => checkCouponValidity(row, now) !== null).map((row) => row.code);
    expect(invalidNow).toEqual(['EXPIRED20']);
  });
});
