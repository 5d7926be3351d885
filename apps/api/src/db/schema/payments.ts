import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { goldPlanEnrolments } from './gold-plans';
import { orders } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One payment attempt of an order or of one gold plan instalment (exactly one of the two): one
 * row per provider order (Razorpay or the test gateway), or one cash-on-delivery row of an order.
 * Amounts in paise. A provider payment id can belong to one row
 * only, so a replayed webhook, a late verification or both at once never record a payment twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    goldPlanEnrolmentId: text('gold_plan_enrolment_id').references(() => goldPlanEnrolments.id, { onDelete: 'cascade' }),
    /** The instalment number this attempt pays (with `goldPlanEnrolmentId`). */
    goldPlanInstalment: integer('gold_plan_instalment'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').notNull().default('created'),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    refundedPaise: integer('refunded_paise').notNull().default(0),
    failureReason: text('failure_reason'),
    capturedAt: at('captured_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_provider_order_key').on(table.providerOrderId),
    uniqueIndex('payments_provider_payment_key').on(table.providerPaymentId),
    index('payments_order_idx').on(table.orderId, table.createdAt),
    index('payments_user_idx').on(table.userId, table.createdAt),
    index('payments_gold_plan_idx').on(table.goldPlanEnrolmentId, table.createdAt),
    check('payments_purpose_valid', sql`(${table.orderId} is null) <> (${table.goldPlanEnrolmentId} is null) and (${table.goldPlanEnrolmentId} is null) = (${table.goldPlanInstalment} is null)`),
    check('payments_provider_valid', sql`${table.provider} in ('razorpay', 'test', 'cod')`),
    check('payments_status_valid', sql`${table.status} in ('created', 'authorized', 'captured', 'failed', 'refunded')`),
    check('payments_amount_valid', sql`${table.amountPaise} > 0`),
    check('payments_refund_valid', sql`${table.refundedPaise} between 0 and ${table.amountPaise}`),
  ],
);

/**
 * Webhook deliveries already handled, by Razorpay's `x-razorpay-event-id`: a delivery Razorpay
 * repeats (it retries until it hears 2xx) finds its id here and changes nothing.
 */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  providerPaymentId: text('provider_payment_id'),
  receivedAt: at('received_at').notNull().defaultNow(),
});
