import { and, asc, desc, eq, gte, inArray, not, or, sql } from 'drizzle-orm';
import { startOfIndianDay } from '@aabhushan/shared/rules/indian-day';
import { paiseToRupees } from '@aabhushan/shared/rules/money';
import { ORDER_STATUSES, type OrderStatus } from '@aabhushan/shared/rules/order-status';
import { LOW_STOCK_THRESHOLD } from '@aabhushan/shared/schemas/admin-products';
import { DASHBOARD_LOW_STOCK_ROWS, DASHBOARD_TOP_PRODUCTS, type AdminDashboard } from '@aabhushan/shared/schemas/admin-dashboard';
import type { Database } from '../../../db/client';
import { orderItems, orders, products } from '../../../db/schema/index';
import { availableStockSql } from '../products/admin-products.repository';

/** An order that is a sale: not undone (cancelled, refunded, returned), and paid or cash on delivery. */
export const isSale = and(
  not(inArray(orders.status, ['cancelled', 'refunded', 'returned'])),
  or(eq(orders.paymentMethod, 'cod'), eq(orders.paymentStatus, 'paid')),
);

const cents = (value: unknown) => Number(value ?? 0);

/** The dashboard's figures as of `now` (days counted in India). */
export async function readDashboard(db: Database, now = new Date()): Promise<AdminDashboard> {
  const today = startOfIndianDay(now);
  const weekStart = startOfIndianDay(now, 6);
  const monthStart = startOfIndianDay(now, 29);
  const since = (start: Date) => sql`${orders.createdAt} >= ${start.toISOString()}::timestamptz`;
  const sum = (start: Date) => sql<string>`coalesce(sum(${orders.grandTotalPaise}) filter (where ${since(start)}), 0)`;
  const tally = (start: Date) => sql<number>`cast(count(*) filter (where ${since(start)}) as integer)`;

  const [[sales], statuses, lowStock, topProducts] = await Promise.all([
    db
      .select({ todayOrders: tally(today), todayPaise: sum(today), weekOrders: tally(weekStart), weekPaise: sum(weekStart), monthOrders: tally(monthStart), monthPaise: sum(monthStart) })
      .from(orders)
      .where(and(isSale, gte(orders.createdAt, monthStart))),
    db.select({ status: orders.status, count: sql<number>`cast(count(*) as integer)` }).from(orders).groupBy(orders.status),
    db
      .select({ productId: products.id, name: sql<string>`${products.name}->>'en'`, slug: products.slug, stock: sql<number>`cast(${availableStockSql} as integer)` })
      .from(products)
      .where(and(eq(products.isActive, true), sql`${availableStockSql} <= ${LOW_STOCK_THRESHOLD}`))
      .orderBy(asc(availableStockSql), asc(products.slug))
      .limit(DASHBOARD_LOW_STOCK_ROWS),
    db
      .select({
        productId: orderItems.productId,
        name: sql<string>`max(${orderItems.productSnapshot}->>'name')`,
        quantity: sql<number>`cast(sum(${orderItems.quantity}) as integer)`,
        revenuePaise: sql<string>`sum(${orderItems.lineTotalPaise})`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orderItems.orderId, orders.id))
      .where(and(isSale, gte(orders.createdAt, monthStart)))
      .groupBy(orderItems.productId)
      .orderBy(desc(sql`sum(${orderItems.quantity})`), desc(sql`sum(${orderItems.lineTotalPaise})`), asc(orderItems.productId))
      .limit(DASHBOARD_TOP_PRODUCTS),
  ]);

  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const { status, count } of statuses) if (status in ordersByStatus) ordersByStatus[status as OrderStatus] = count;
  return {
    sales: {
      today: { orders: sales?.todayOrders ?? 0, revenue: paiseToRupees(cents(sales?.todayPaise)) },
      last7Days: { orders: sales?.weekOrders ?? 0, revenue: paiseToRupees(cents(sales?.weekPaise)) },
      last30Days: { orders: sales?.monthOrders ?? 0, revenue: paiseToRupees(cents(sales?.monthPaise)) },
    },
    ordersByStatus,
    lowStock,
    topProducts: topProducts.map(({ revenuePaise, ...product }) => ({ ...product, revenue: paiseToRupees(cents(revenuePaise)) })),
  };
}
