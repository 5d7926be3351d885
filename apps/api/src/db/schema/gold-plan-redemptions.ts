import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { goldPlanEnrolments } from './gold-plans';
import { orders } from './orders';

/**
 * What orders took from a gold plan's credit, and what came back to it: `taken` (positive, when
 * the order was placed) and `returned` (negative, when the order was cancelled, expired or
 * refunded: the credit goes back to the plan, never as cash). One of each per order. A plan's
 * credit left is its redeemable amount less the sum of its rows, read under the enrolment's lock.
 */
export const goldPlanRedemptions = pgTable(
  'gold_plan_redemptions',
  {
    id: text('id').primaryKey(),
    enrolmentId: text('enrolment_id')
      .notNull()
      .references(() => goldPlanEnrolments.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('gold_plan_redemptions_order_kind_key').on(table.orderId, table.kind),
    index('gold_plan_redemptions_enrolment_idx').on(table.enrolmentId),
    check('gold_plan_redemptions_kind_valid', sql`(${table.kind} = 'taken' and ${table.amountPaise} > 0) or (${table.kind} = 'returned' and ${table.amountPaise} < 0)`),
  ],
);
