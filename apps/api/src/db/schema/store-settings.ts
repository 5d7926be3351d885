import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The store settings staff edit (issue 13): shipping, GST rate, COD limit, returns, contact,
 * hours and the seller on invoices, as one document in paise (`StoredStoreSettings`). One row,
 * `id` 'store'; until staff first save, the store runs on its opening settings
 * (modules/settings/store-settings.ts).
 */
export const storeSettings = pgTable('store_settings', {
  id: text('id').primaryKey(),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => users.id),
});
