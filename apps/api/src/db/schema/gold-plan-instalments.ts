import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { goldPlanEnrolments } from './gold-plans';
import { payments } from './payments';

/**
 * An instalment paid: online (its captured payment) or in cash at a showroom (the staff member who
 * took it). One row per instalment number of an enrolment and one per payment, so two payments of
 * the same instalment, however they arrive, record one.
 */
export const goldPlanInstalments = pgTable(
  'gold_plan_instalments',
  {
    id: text('id').primaryKey(),
    enrolmentId: text('enrolment_id')
      .notNull()
      .references(() => goldPlanEnrolments.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    via: text('via').notNull(),
    paymentId: text('payment_id').references(() => payments.id),
    recordedBy: text('recorded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('gold_plan_instalments_number_key').on(table.enrolmentId, table.number),
    uniqueIndex('gold_plan_instalments_payment_key').on(table.paymentId),
    check('gold_plan_instalments_via_valid', sql`(${table.via} = 'online' and ${table.paymentId} is not null) or (${table.via} = 'cash' and ${table.recordedBy} is not null)`),
    check('gold_plan_instalments_amount_valid', sql`${table.amountPaise} > 0`),
  ],
);
