import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Saved delivery addresses. The phone number, the street address and the PIN are personal:
 * the `*_sealed` columns hold them encrypted with AES-256-GCM under the data key
 * (lib/data-cipher.ts), never the plaintext; the service checks the PIN before sealing it.
 * At most one default per customer (the partial unique index); the service keeps exactly one.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    addressType: text('address_type').notNull(),
    formattedAddressSealed: text('formatted_address_sealed').notNull(),
    addressSealed: text('address_sealed').notNull(),
    contactNumberSealed: text('contact_number_sealed').notNull(),
    instructionSealed: text('instruction_sealed'),
    /** The recipient when it is not the account holder (a gift); sealed like the other personal fields. */
    recipientNameSealed: text('recipient_name_sealed'),
    pinCodeSealed: text('pin_code_sealed').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('addresses_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('addresses_one_default_per_user').on(table.userId).where(sql`${table.isDefault}`),
    check('addresses_type_valid', sql`${table.addressType} in ('HOME', 'SECONDARY', 'OFFICE', 'OTHER')`),
    check('addresses_point_valid', sql`${table.longitude} between -180 and 180 and ${table.latitude} between -90 and 90`),
  ],
);
