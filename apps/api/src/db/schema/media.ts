import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Pictures staff uploaded (issue 13): what was sent, and who sent it. The pictures served are its variants. */
export const mediaUploads = pgTable('media_uploads', {
  id: text('id').primaryKey(),
  /** As the bytes said, not the file name: image/jpeg, image/png or image/webp. */
  sourceType: text('source_type').notNull(),
  sourceBytes: integer('source_bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedBy: text('uploaded_by')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** One picture at one size and format, ready to send (the storefront's square frames: 300, 600, 1200 px). */
export const mediaVariants = pgTable(
  'media_variants',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => mediaUploads.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    /** 'avif' or 'webp'. */
    format: text('format').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.width, table.format] })],
);
