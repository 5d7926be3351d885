import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products, type ImageRow, type LocalizedText } from './catalogue';

const createdAt = timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** One review per customer per product; products.rating_* hold the aggregate. */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt,
    updatedAt,
  },
  (table) => [
    uniqueIndex('reviews_product_user_key').on(table.productId, table.userId),
    index('reviews_product_created_idx').on(table.productId, table.createdAt),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);

/** Home page banners: `hero` slides and the `offer` banner whose countdown ends at ends_at. */
export const banners = pgTable(
  'banners',
  {
    id: text('id').primaryKey(),
    bannerType: text('banner_type').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    subtitle: jsonb('subtitle').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    images: jsonb('images').$type<ImageRow[]>().notNull().default([]),
    ctaText: jsonb('cta_text').$type<LocalizedText>(),
    ctaLink: text('cta_link'),
    secondaryCtaText: jsonb('secondary_cta_text').$type<LocalizedText>(),
    secondaryCtaLink: text('secondary_cta_link'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt,
    updatedAt,
  },
  (table) => [index('banners_type_order_idx').on(table.bannerType, table.sortOrder)],
);

/** Newsletter sign-ups; e-mail unique without regard to case (subscribing twice is a no-op). */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    source: text('source').notNull().default('website'),
    createdAt,
  },
  (table) => [uniqueIndex('newsletter_subscribers_email_lower_key').on(sql`lower(${table.email})`)],
);
