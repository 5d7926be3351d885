import type { FastifyInstance } from 'fastify';
import { startExpiryJob } from './order-expiry';
import { orderTrackingRoutes } from './order-tracking.routes';
import { ordersRoutes } from './orders.routes';
import type { OrdersService } from './orders.service';
import type { OrdersDeps } from './orders.types';

/** How often the server looks for unpaid online orders past their 30 minutes. */
export const EXPIRY_INTERVAL_MS = 60_000;

/**
 * The orders API (customer and staff routes, guest tracking) and the background job that
 * cancels unpaid online orders; the job starts with the server and stops when it closes.
 */
export async function ordersModule(
  app: FastifyInstance,
  { orders, jobDeps, expiryIntervalMs = EXPIRY_INTERVAL_MS }: { orders: OrdersService; jobDeps: Pick<OrdersDeps, 'db' | 'mailer' | 'log' | 'productChanged'>; expiryIntervalMs?: number | null },
) {
  await app.register(ordersRoutes, { orders });
  await app.register(orderTrackingRoutes, { orders });
  if (expiryIntervalMs !== null) {
    const job = startExpiryJob(jobDeps, { intervalMs: expiryIntervalMs });
    app.addHook('onClose', async () => job.stop());
  }
}
