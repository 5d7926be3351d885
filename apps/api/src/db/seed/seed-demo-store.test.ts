import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { banners, coupons, products, reviews, users } from '../schema/index';
import { createTestDatabase } from '../../test/test-database';
import { seedBrands } from './brands';
import { seedCategories } from './categories';
import { seedProducts } from './products';
import { insertCatalogue } from './seed-catalogue';
import { createDataCipher } from '../../lib/data-cipher';
import { seedDemoStore } from './seed-demo-store';
import { DEMO_CUSTOMER } from './users';

const cipher = createDataCipher('seed-test-data-key-of-at-least-32-chars');
let database: DatabaseHandle;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
});
afterAll(async () => {
  await dispose();
});

const total = async (table: typeof banners | typeof reviews | typeof users | typeof coupons) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('seedDemoStore on a database from the previous release (catalogue only)', () => {
  it('adds banners, reviews, valuations and the demo customer, once', async () => {
    const { db } = database;
    // The previous release seeded the bare catalogue and nothing else.
    await insertCatalogue(db, { categories: seedCategories, brands: seedBrands, products: seedProducts });
    expect(await total(banners)).toBe(0);
    expect(await total(reviews)).toBe(0);
    expect(await total(users)).toBe(0);
    expect((await db.select({ id: products.id }).from(products).where(isNull(products.metalPurity))).length).toBeGreaterThan(0);

    expect(await seedDemoStore(db, cipher)).toEqual({ seeded: true });
    const bannerCount = await total(banners);
    expect(await total(coupons)).toBe(7);
    const reviewCount = await total(reviews);
    expect(bannerCount).toBeGreaterThan(0);
    expect(reviewCount).toBeGreaterThan(0);
    expect(await db.select({ id: products.id }).from(products).where(isNull(products.metalPurity))).toEqual([]);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CUSTOMER.email))).toHaveLength(1);
    const [rated] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(sql`${products.ratingCount} > 0`);
    expect(rated!.n).toBeGreaterThan(0);

    // Every later start: nothing is added twice, and the shop's own edits are kept.
    const [first] = await db.select().from(products).limit(1);
    await db.update(products).set({ huid: 'SHOP01' }).where(eq(products.id, first!.id));
    const userCount = await total(users);
    expect(await seedDemoStore(db, cipher)).toEqual({ seeded: false });
    expect(await total(banners)).toBe(bannerCount);
    expect(await total(coupons)).toBe(7);
    expect(await total(reviews)).toBe(reviewCount);
    expect(await total(users)).toBe(userCount);
    expect((await db.select({ huid: products.huid }).from(products).where(eq(products.id, first!.id)))[0]!.huid).toBe('SHOP01');
  });
});
