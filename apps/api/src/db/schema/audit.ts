import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Every change staff make (issue 13): who, when, what, and the record before and after, as the
 * staff side's answers show it. Written in the same transaction as the change, never updated.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: text('id').primaryKey(),
    actorId: text('actor_id')
      .notNull()
      .references(() => users.id),
    /** What was done, `<entity>.<verb>`: 'product.create', 'product.update', 'product.publish'. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_events_entity_idx').on(table.entityType, table.entityId, table.createdAt),
    index('audit_events_created_idx').on(table.createdAt),
  ],
);

/**
 * The day's metal rates (paise per gram by hallmark purity) behind every price breakup and every
 * piece priced by weight. Staff set them (issue 13); migration 0013 starts them at the demo
 * store's early-2026 levels.
 */
export const metalRates = pgTable('metal_rates', {
  purity: text('purity').primaryKey(),
  metal: text('metal').notNull(),
  ratePerGramPaise: integer('rate_per_gram_paise').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => users.id),
});
