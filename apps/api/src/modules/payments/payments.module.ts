import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { findPin } from '../delivery/pin-directory';
import type { OrdersService } from '../orders/orders.service';
import { createPaymentGateway, type PaymentConfig } from './create-payment-gateway';
import { createGoldPlansAdapter } from './gold-plans-adapter';
import { createOrdersAdapter } from './orders-adapter';
import { createPaymentPurposes } from './payment-purposes';
import { paymentWebhookRoutes } from './payment-webhook.routes';
import { createPaymentWebhook } from './payment-webhook.service';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import type { RazorpayClient } from './razorpay-gateway';
import { paymentReconcileHandler } from './payment-reconcile';
import { PAYMENT_RECONCILE_JOB } from '../orders/order-expiry';

export interface PaymentsModuleOptions {
  db: Database;
  config: PaymentConfig;
  orders: OrdersService;
  /** Replaces the Razorpay SDK client (tests: a fake that never calls the network). */
  razorpayClient?: RazorpayClient;
}

/** /api/payments and its webhook; answers the service (the orders module's cancel refunds through it; gold plan instalments open their payments through it). */
export async function registerPayments(app: FastifyInstance, { db, config, orders, razorpayClient }: PaymentsModuleOptions) {
  const gateway = createPaymentGateway(config, razorpayClient);
  const ordersPort = createOrdersAdapter(db, orders);
  // A payment pays an order or a gold plan instalment; the ledger hands its news to the right one.
  const purposes = createPaymentPurposes(ordersPort, createGoldPlansAdapter(db));
  const payments = createPaymentsService(db, { gateway, orders: ordersPort, purposes, findPin, log: app.log });
  // Before an expired online order is cancelled, the gateway is asked whether it was paid (a job).
  app.jobs.handle(PAYMENT_RECONCILE_JOB, paymentReconcileHandler({ db, gateway, ledger: payments.ledger, orders: ordersPort, log: app.log }));
  await app.register(paymentsRoutes, { payments });
  // Its own plugin: the raw-body JSON parser stays scoped to the webhook.
  await app.register(paymentWebhookRoutes, { receive: createPaymentWebhook(db, { secret: config.RAZORPAY_WEBHOOK_SECRET, ledger: payments.ledger, log: app.log }) });
  app.log.info({ provider: gateway.provider }, gateway.provider === 'test' ? 'payments: built-in TEST gateway (no real money)' : 'payments: Razorpay');
  return payments;
}
