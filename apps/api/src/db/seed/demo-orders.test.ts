import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { orderItems, orders, orderStatusHistory, users } from '../schema/index';
import { createTestDatabase } from '../../test/test-database';
import { createDataCipher } from '../../lib/data-cipher';
import { openOrderAddress } from '../../modules/orders/order-address-seal';
import { seedDemoOrders } from './demo-orders';
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

describe('seedDemoOrders', () => {
  it('gives the demo customer two delivered orders with their journey, once', async () => {
    const { db } = database;
    const now = new Date('2026-11-25T09:00:00Z');
    await seedDemoStore(db, cipher, now);
    const [demo] = await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    const placed = await db.select().from(orders).where(eq(orders.userId, demo!.id)).orderBy(orders.createdAt);
    expect(placed.map((order) => order.status)).toEqual(['delivered', 'delivered']);
    expect(placed.map((order) => order.orderNumber)).toEqual([expect.stringMatching(/^AB-2026-\d{6}$/), expect.stringMatching(/^AB-2026-\d{6}$/)]);
    expect(placed[1]!.deliveredAt).toEqual(new Date('2026-11-22T09:00:00Z'));
    const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, placed.map((order) => order.id)));
    expect(items).toHaveLength(6);
    expect(new Set(items.map((item) => item.productId)).size).toBe(6);
    for (const order of placed) {
      const own = items.filter((item) => item.orderId === order.id);
      expect(order.subtotalPaise).toBe(own.reduce((sum, item) => sum + item.lineTotalPaise, 0));
      expect(own.every((item) => item.productSnapshot.name.length > 0 && item.productSnapshot.metal.length > 0)).toBe(true);
      // Sold under its names in the four languages, as an order placed today is: My Orders shows them in the shopper's.
      for (const item of own) expect(item.productSnapshot.localizedName).toMatchObject({ en: item.productSnapshot.name, ta: expect.stringMatching(/[\u0B80-\u0BFF]/), te: expect.stringMatching(/[\u0C00-\u0C7F]/), hi: expect.stringMatching(/[\u0900-\u097F]/) });
      const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(orderStatusHistory.createdAt);
      expect(history.map((entry) => entry.status)).toEqual(['pending', 'confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivered']);
      // The street and phone are sealed in the row (docs/decisions.md); the DATA_KEY opens them.
      const stored = JSON.stringify(order.shippingAddress);
      expect(stored).not.toContain(DEMO_CUSTOMER.contact);
      expect(stored).not.toContain('Tilak Marg');
      expect(openOrderAddress(cipher, order.id, order.shippingAddress)).toMatchObject({ contactNumber: DEMO_CUSTOMER.contact, address: '21 Tilak Marg, C-Scheme', city: DEMO_CUSTOMER.city });
    }

    expect(await seedDemoOrders(db, cipher, now)).toBe(false);
    expect(await db.select().from(orders).where(eq(orders.userId, demo!.id))).toHaveLength(2);
  });

  it('adds nothing in production', async () => {
    const { db } = database;
    const [demo] = await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    await db.delete(orders).where(eq(orders.userId, demo!.id));
    expect(await seedDemoOrders(db, cipher, new Date(), true)).toBe(false);
    expect(await db.select().from(orders).where(eq(orders.userId, demo!.id))).toEqual([]);
    expect(await seedDemoOrders(db, cipher, new Date(), false)).toBe(true);
  });
});
