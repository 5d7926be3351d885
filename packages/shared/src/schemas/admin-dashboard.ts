import { z } from 'zod';
import { ORDER_STATUSES } from '../rules/order-status';

/** Orders and their value over a span of Indian days (rupees). */
const salesSchema = z.object({ orders: z.number().int(), revenue: z.number() });

/** GET /api/admin/dashboard: how the store is doing, at a glance. */
export const adminDashboardSchema = z.object({
  /**
   * Orders that count as sales (not cancelled, refunded or returned; paid, or cash on delivery)
   * placed today, in the last 7 and the last 30 days, days counted in India.
   */
  sales: z.object({ today: salesSchema, last7Days: salesSchema, last30Days: salesSchema }),
  /** Every order by its status, all time; every status present. */
  ordersByStatus: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  /** Published pieces with little or no stock left, the fewest first. */
  lowStock: z.array(z.object({ productId: z.string(), name: z.string(), slug: z.string(), stock: z.number().int() })),
  /** The best sellers of the last 30 days by pieces sold. */
  topProducts: z.array(z.object({ productId: z.string(), name: z.string(), quantity: z.number().int(), revenue: z.number() })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** How many low-stock pieces and best sellers the dashboard lists. */
export const DASHBOARD_LOW_STOCK_ROWS = 10;
export const DASHBOARD_TOP_PRODUCTS = 5;
