import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedList } from '@aabhushan/shared/schemas/common';
import type { LocalizedText } from './catalogue';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = at('created_at').notNull().defaultNow();
const updatedAt = at('updated_at').notNull().defaultNow();

/** Workshop services (resizing, polishing, ...); a service may sit under a parent service. */
export const services = pgTable(
  'services',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    icon: text('icon').notNull(),
    /** Lowest price in paise; null when quoted after inspection. */
    priceFromPaise: integer('price_from_paise'),
    turnaround: jsonb('turnaround').$type<LocalizedText>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt,
    updatedAt,
  },
  (table) => [uniqueIndex('services_slug_key').on(table.slug), index('services_parent_order_idx').on(table.parentId, table.sortOrder)],
);

/**
 * Blog articles; `body_html` is sanitised before it is stored (and again when served). Their
 * words are per language (migration 0045); the category is a key the storefront names in each
 * language, and the tags are the same in every language.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    subtitle: jsonb('subtitle').$type<LocalizedText>().notNull().default({ en: '' }),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    bodyHtml: jsonb('body_html').$type<LocalizedText>().notNull(),
    category: text('category').notNull(),
    imageUrl: text('image_url').notNull(),
    imageAlt: jsonb('image_alt').$type<LocalizedText>().notNull(),
    author: text('author').notNull(),
    authorImage: text('author_image'),
    readTimeMinutes: integer('read_time_minutes').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    publishedAt: at('published_at').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt,
    updatedAt,
  },
  (table) => [
    uniqueIndex('blog_posts_slug_key').on(table.slug),
    index('blog_posts_category_published_idx').on(table.category, table.publishedAt),
    check('blog_posts_read_time_positive', sql`${table.readTimeMinutes} > 0`),
  ],
);

/** Customer words for the about page and the testimonial pages. */
export const testimonials = pgTable('testimonials', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  designation: jsonb('designation').$type<LocalizedText>(),
  city: text('city'),
  text: jsonb('text').$type<LocalizedText>().notNull(),
  imageUrl: text('image_url'),
  status: text('status').notNull().default('ACTIVE'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt,
  updatedAt,
});

export interface TeamSocials {
  linkedin?: string;
  twitter?: string;
  instagram?: string;
}

/** The people behind the store (team page and the about page's team). */
export const teamMembers = pgTable('team_members', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  role: jsonb('role').$type<LocalizedText>().notNull(),
  bio: jsonb('bio').$type<LocalizedText>().notNull(),
  /** Each language's own list of skills (migration 0044). */
  skills: jsonb('skills').$type<LocalizedList>().notNull().default({ en: [] }),
  imageUrl: text('image_url'),
  socials: jsonb('socials').$type<TeamSocials>().notNull().default({}),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt,
  updatedAt,
});

/** Questions and answers in the store's languages; each language of `answer_html` is sanitised like blog bodies. */
export const faqs = pgTable('faqs', {
  id: text('id').primaryKey(),
  question: jsonb('question').$type<LocalizedText>().notNull(),
  subtitle: jsonb('subtitle').$type<LocalizedText>(),
  answerHtml: jsonb('answer_html').$type<LocalizedText>().notNull(),
  icon: text('icon').notNull(),
  topic: text('topic').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt,
  updatedAt,
});

export interface OpeningHoursRow {
  days: 'mon-fri' | 'mon-sat' | 'sat' | 'sun' | 'holidays';
  opens: string;
  closes: string;
}

/** Showrooms for the store locator and the contact page. */
export const storeLocations = pgTable('store_locations', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  /** The address's lines in each language: an Indian showroom's address is often written in the local script too (migration 0044). */
  addressLines: jsonb('address_lines').$type<LocalizedList>().notNull(),
  city: jsonb('city').$type<LocalizedText>().notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  hours: jsonb('hours').$type<OpeningHoursRow[]>().notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  isFlagship: boolean('is_flagship').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt,
  updatedAt,
});

/**
 * Policy pages staff write in their own words (/page/{slug}): shipping, returns, or their own
 * privacy policy and terms, which replace the texts written from the store settings while
 * published. `body_html` is cleaned before it is stored (and again when served).
 */
export const policyPages = pgTable(
  'policy_pages',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    bodyHtml: text('body_html').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt,
    updatedAt,
  },
  (table) => [uniqueIndex('policy_pages_slug_key').on(table.slug)],
);

/** Contact-form enquiries, kept for the store's staff; the phone number is sealed with the data key. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    numberSealed: text('number_sealed').notNull(),
    category: text('category').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('active'),
    newsletter: boolean('newsletter').notNull().default(false),
    privacy: boolean('privacy').notNull().default(false),
    createdAt,
  },
  (table) => [index('enquiries_created_idx').on(table.createdAt)],
);
