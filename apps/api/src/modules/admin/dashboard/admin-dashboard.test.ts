import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@aabhushan/shared/schemas/admin-dashboard';
import { categories, orders, products, productVariants } from '../../../db/schema/index';
import { newId } from '../../../lib/new-id';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { insertTestOrder, type TestOrderOptions } from '../../../test/insert-order';
import { signIn, signInStaff } from '../../../test/signed-in-customer';
import { readDashboard } from './admin-dashboard';

let t: TestApp;
let customerId: string;
/** 11:30 in Jaipur on 15 June 2030: the seeded demo orders (2026) are outside every span. */
const NOW = new Date('2030-06-15T06:00:00Z');
const P1 = { productId: newId(), name: 'Gold Hoops' };
const P2 = { productId: newId(), name: 'Silver Anklet' };
const P3 = { productId: newId(), name: 'Cancelled Choker' };

async function orderAt(createdAt: string, options: TestOrderOptions) {
  const { id } = await insertTestOrder(t.database.db, customerId, options);
  await t.database.db.update(orders).set({ createdAt: new Date(createdAt) }).where(eq(orders.id, id));
}

beforeAll(async () => {
  t = await createTestApp();
  customerId = (await signIn(t)).userId;
  await orderAt('2030-06-14T19:30:00Z', { items: [{ ...P1, quantity: 2, unitPricePaise: 50_000 }] }); // 01:00 today in India, paid online
  await orderAt('2030-06-14T17:30:00Z', { paymentMethod: 'cod', paymentStatus: 'pending', items: [{ ...P2, quantity: 1, unitPricePaise: 200_000 }] }); // 23:00 yesterday, COD
  await orderAt('2030-06-05T06:00:00Z', { status: 'delivered', items: [{ ...P1, quantity: 4, unitPricePaise: 100_000 }] }); // 10 days ago
  await orderAt('2030-06-15T05:00:00Z', { status: 'cancelled', items: [{ ...P3, quantity: 9, unitPricePaise: 800_000 }] }); // today, cancelled
  await orderAt('2030-06-15T05:30:00Z', { status: 'pending', items: [{ ...P3, quantity: 9, unitPricePaise: 1_600_000 }] }); // today, online and unpaid
  await orderAt('2030-05-01T06:00:00Z', { items: [{ ...P2, quantity: 7, unitPricePaise: 100_000 }] }); // 45 days ago
});
afterAll(async () => {
  await t.close();
});

describe('the dashboard', () => {
  it('counts the sales of today, 7 and 30 Indian days: paid or cash on delivery, never cancelled or unpaid', async () => {
    const { sales } = await readDashboard(t.database.db, NOW);
    expect(sales).toEqual({
      today: { orders: 1, revenue: 1_000 },
      last7Days: { orders: 2, revenue: 3_000 },
      last30Days: { orders: 3, revenue: 7_000 },
    });
  });

  it('ranks the best sellers of the last 30 days by pieces sold', async () => {
    const { topProducts } = await readDashboard(t.database.db, NOW);
    expect(topProducts).toEqual([
      { productId: P1.productId, name: P1.name, quantity: 6, revenue: 5_000 },
      { productId: P2.productId, name: P2.name, quantity: 1, revenue: 2_000 },
    ]);
  });

  it('counts every order by status, every status present', async () => {
    const { ordersByStatus } = await readDashboard(t.database.db, NOW);
    const counted = await t.database.db.select({ status: orders.status }).from(orders);
    expect(Object.keys(ordersByStatus).sort()).toEqual(['cancelled', 'confirmed', 'delivered', 'out_for_delivery', 'pending', 'processing', 'refunded', 'returned', 'shipped']);
    for (const [status, count] of Object.entries(ordersByStatus)) expect([status, count]).toEqual([status, counted.filter((row) => row.status === status).length]);
    expect(ordersByStatus.cancelled).toBeGreaterThanOrEqual(1);
  });

  it('lists published pieces with 3 or fewer left, the fewest first, counting their variants together', async () => {
    const db = t.database.db;
    await db.update(products).set({ stockQuantity: 50 });
    await db.update(productVariants).set({ stockQuantity: 50 });
    const [{ id: categoryId }] = (await db.select({ id: categories.id }).from(categories).limit(1)) as [{ id: string }];
    const piece = (slug: string, stockQuantity: number, isActive = true) => ({
      id: newId(), slug, name: { en: slug }, shortDescription: { en: '-' }, longDescription: { en: '-' }, categoryId, metal: 'gold',
      basePricePaise: 100_000, salePricePaise: 100_000, mrpPaise: 100_000, stockQuantity, isActive,
    });
    const [none, two, hidden, plenty, varied] = [piece('low-none', 0), piece('low-two', 2), piece('low-hidden', 0, false), piece('low-plenty', 4), piece('low-varied', 0)];
    await db.insert(products).values([none, two, hidden, plenty, varied]);
    // Its own stock is 0, but its two active variants hold 3 together (an inactive one holds 40).
    await db.insert(productVariants).values([
      { id: newId(), productId: varied.id, variantName: 'S', basePricePaise: 1, salePricePaise: 1, mrpPaise: 1, stockQuantity: 1 },
      { id: newId(), productId: varied.id, variantName: 'M', basePricePaise: 1, salePricePaise: 1, mrpPaise: 1, stockQuantity: 2 },
      { id: newId(), productId: varied.id, variantName: 'L', basePricePaise: 1, salePricePaise: 1, mrpPaise: 1, stockQuantity: 40, isActive: false },
    ]);
    const { lowStock } = await readDashboard(db, NOW);
    expect(lowStock).toEqual([
      { productId: none.id, name: 'low-none', slug: 'low-none', stock: 0 },
      { productId: two.id, name: 'low-two', slug: 'low-two', stock: 2 },
      { productId: varied.id, name: 'low-varied', slug: 'low-varied', stock: 3 },
    ]);
  });

  it('is answered to staff at /api/admin/dashboard', async () => {
    const { authorization } = await signInStaff(t);
    const answer = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { authorization } });
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json() as { data: AdminDashboard };
    expect(Object.keys(data)).toEqual(['sales', 'ordersByStatus', 'lowStock', 'topProducts']);
  });
});
