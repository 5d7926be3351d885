import { sql } from 'drizzle-orm';
import { check, customType, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CertificateDetails, CertificateLab } from '@aabhushan/shared/schemas/certificates';
import { users } from './accounts';
import { products } from './catalogue';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Certificate PDFs: staff uploads, and the demo store's sample certificates (uploaded by nobody). */
export const certificateFiles = pgTable('certificate_files', {
  id: text('id').primaryKey(),
  bytes: bytea('bytes').notNull(),
  byteSize: integer('byte_size').notNull(),
  uploadedBy: text('uploaded_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A piece's certificate: a gem lab's report or the BIS hallmark certificate, found again by its number. */
export const productCertificates = pgTable(
  'product_certificates',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lab: text('lab').$type<CertificateLab>().notNull(),
    /** In its stored form (rules/certificate-number): upper case, no whitespace. */
    number: text('number').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    details: jsonb('details').$type<CertificateDetails>().notNull().default({}),
    pdfFileId: text('pdf_file_id').references(() => certificateFiles.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('product_certificates_number_key').on(table.number),
    index('product_certificates_product_idx').on(table.productId),
    check('product_certificates_lab_valid', sql`${table.lab} in ('IGI', 'GIA', 'SGL', 'BIS')`),
  ],
);
