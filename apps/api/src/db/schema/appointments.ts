import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { addresses } from './addresses';
import { storeLocations } from './content';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The number in an appointment's reference (AP-2026-000123). */
export const appointmentNumberSeq = pgSequence('appointment_number_seq', { startWith: 1, increment: 1 });

/**
 * A showroom's appointment settings: slot length, consultants per slot (the places of a slot),
 * the PIN prefixes its try-at-home visits reach, and the video service address its video calls
 * are held on (null: a link page on the store's own site). A showroom without a row books with
 * the defaults and no home visits.
 */
export const appointmentSettings = pgTable(
  'appointment_settings',
  {
    showroomId: text('showroom_id')
      .primaryKey()
      .references(() => storeLocations.id, { onDelete: 'cascade' }),
    slotMinutes: integer('slot_minutes').notNull().default(30),
    consultants: integer('consultants').notNull().default(2),
    pinPrefixes: text('pin_prefixes').array().notNull().default(sql`'{}'::text[]`),
    videoLinkBase: text('video_link_base'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('appointment_settings_slot_minutes_valid', sql`${table.slotMinutes} between 15 and 240`),
    check('appointment_settings_consultants_valid', sql`${table.consultants} between 1 and 20`),
  ],
);

/** A day (no `slotStart`) or one slot staff closed at a showroom. */
export const appointmentClosures = pgTable(
  'appointment_closures',
  {
    id: text('id').primaryKey(),
    showroomId: text('showroom_id')
      .notNull()
      .references(() => storeLocations.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    slotStart: text('slot_start'),
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('appointment_closures_slot_key').on(table.showroomId, table.date, sql`coalesce(${table.slotStart}, '')`)],
);

/**
 * A customer's appointment. `addressSealed` is the try-at-home address as one line, sealed for its
 * row (lib/data-cipher); `videoToken` names the link page of a video call held on the store's site.
 * Places are counted under a per-showroom-and-start lock (appointments.repository.ts).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    kind: text('kind').notNull(),
    showroomId: text('showroom_id')
      .notNull()
      .references(() => storeLocations.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: text('status').notNull().default('booked'),
    pin: text('pin'),
    addressId: text('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    addressSealed: text('address_sealed'),
    productIds: text('product_ids').array().notNull().default(sql`'{}'::text[]`),
    note: text('note'),
    videoLink: text('video_link'),
    videoToken: text('video_token').unique(),
    /** The storefront language the customer booked in: the confirmation and reminder are written in it. */
    mailLanguage: text('mail_language').notNull().default('en'),
    statusChangedAt: at('status_changed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('appointments_showroom_start_idx').on(table.showroomId, table.startsAt),
    index('appointments_user_start_idx').on(table.userId, table.startsAt),
    check('appointments_kind_valid', sql`${table.kind} in ('store', 'video', 'home')`),
    check('appointments_status_valid', sql`${table.status} in ('booked', 'cancelled', 'attended', 'no_show')`),
    check('appointments_time_valid', sql`${table.endsAt} > ${table.startsAt}`),
    check('appointments_mail_language_valid', sql`${table.mailLanguage} in ('en', 'hi', 'ta', 'te')`),
  ],
);
