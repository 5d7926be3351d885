import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Customers (and later staff). E-mail is unique without regard to case. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /**
     * The phone, date of birth (YYYY-MM-DD), area and PIN are stored sealed with the data key
     * (lib/data-cipher.ts) for this row and column: read and write them through users.repository.ts.
     */
    contact: text('contact'),
    dob: text('dob'),
    gender: text('gender'),
    area: text('area'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    pincode: text('pincode'),
    /** The phone's keyed digest (account-personal.ts): staff find a customer by phone without a plain copy. */
    contactDigest: text('contact_digest'),
    roleType: text('role_type').notNull().default('customer'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }),
    /** The version of the terms accepted then (TERMS_VERSION, the day they last changed); null when not known. */
    termsVersion: text('terms_version'),
    newsletterOptIn: boolean('newsletter_opt_in').notNull().default(false),
    /** The language the customer chose on the storefront (en, hi, ta, te): every mail to them is written in it. */
    mailLanguage: text('mail_language').notNull().default('en'),
    /** Set by staff (issue 13): the account cannot sign in, and its sessions were ended then. */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    createdAt,
    updatedAt,
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_contact_digest_idx').on(table.contactDigest),
    check('users_mail_language_valid', sql`${table.mailLanguage} in ('en', 'hi', 'ta', 'te')`),
  ],
);

/**
 * Refresh tokens. A sign-in starts a family (one session); each refresh rotates to a new
 * row in the same family. Presenting a rotated (used) token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    familyId: text('family_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is only ever in the cookie. */
    tokenHash: text('token_hash').notNull(),
    persistent: boolean('persistent').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The session's absolute end, the same on every token of the family: no refresh moves it. */
    sessionEndsAt: timestamp('session_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt,
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_key').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

/** Single-use secrets sent by e-mail: sign-in codes, password reset and e-mail verification. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'otp' | 'phone' | 'reset' | 'verify-email' | 'confirm-email' | 'email-not-me' */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** What the link carries out: the new address of 'confirm-email', the address to restore of 'email-not-me'. */
    detail: text('detail'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt,
  },
  (table) => [index('one_time_tokens_user_purpose_idx').on(table.userId, table.purpose)],
);

/** Every e-mail the store sends; without SMTP this is the development outbox. `text` and `html` are sealed (lib/mail/outbox-mailer.ts). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** The message's attachments (a calendar invitation), JSON sealed like the bodies; null for none. */
    attachments: text('attachments'),
    createdAt,
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt)],
);

/**
 * Delivery phones a customer has confirmed with a one-time code: a cash-on-delivery order above
 * the store's set value is taken only for a confirmed phone. Only the phone's digest is kept.
 */
export const confirmedPhones = pgTable(
  'confirmed_phones',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneDigest: text('phone_digest').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.phoneDigest] })],
);
