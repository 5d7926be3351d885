import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InvoiceSeller } from '../../modules/invoices/invoice-document';
import { orders } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * GST tax invoices: one per order, numbered on first issue in a series that is consecutive
 * within each financial year (April to March), as GST rule 46 asks ("AB/26-27/000123").
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    // An order with an invoice is never deleted: GST records are kept for years.
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    /** "2026-27". */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: at('issued_at').notNull().defaultNow(),
    /**
     * The seller block (name, address, GSTIN, state, GST rate) as the store settings were when the
     * invoice was issued: an issued invoice never changes when staff edit the settings later.
     */
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
  },
  (table) => [
    uniqueIndex('invoices_order_id_key').on(table.orderId),
    uniqueIndex('invoices_number_key').on(table.number),
    uniqueIndex('invoices_year_sequence_key').on(table.financialYear, table.sequence),
    check('invoices_sequence_positive', sql`${table.sequence} > 0`),
  ],
);

/** The last number given in each financial year; raised only under its row lock. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});
