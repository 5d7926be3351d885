import { and, asc, count, desc, eq, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { blogPosts, faqs, policyPages, services, storeLocations, teamMembers, testimonials } from '../../db/schema/index';
import { escapeLike } from '../../lib/escape-like';
import { inEveryLanguage } from '../../lib/in-every-language';
import type { BlogCategory, ServiceListQuery } from '@aabhushan/shared/schemas/content';

export type ServiceRow = typeof services.$inferSelect;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
export type StoreLocationRow = typeof storeLocations.$inferSelect;
export type PolicyPageRow = typeof policyPages.$inferSelect;

interface PageArgs {
  page: number;
  limit: number;
}

/** One page of rows and the total matching `where`, in `orderBy` order. */
async function findPage<T extends PgTable>(
  db: Database,
  table: T,
  { where, orderBy, page, limit }: PageArgs & { where?: SQL; orderBy: SQL[] },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [totalRow] = await db.select({ total: count() }).from(table as PgTable).where(where);
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows: rows as T['$inferSelect'][], total: Number(totalRow?.total ?? 0) };
}

const SERVICE_SORT_COLUMNS: Record<ServiceListQuery['sort'], PgColumn | SQL> = {
  order: services.sortOrder,
  title: sql`${services.title}->>'en'`,
  createdAt: services.createdAt,
};

/** Active services; `parent` is a parent's id or slug, or 'root' for the top level. */
export async function findServicePage(db: Database, query: ServiceListQuery) {
  const direction = query.order === 'desc' ? desc : asc;
  let parentCondition: SQL | undefined;
  if (query.parent === 'root') parentCondition = isNull(services.parentId);
  else if (query.parent) {
    parentCondition = sql`${services.parentId} in (select id from services where id = ${query.parent} or slug = ${query.parent})`;
  }
  return findPage(db, services, {
    where: and(eq(services.isActive, true), parentCondition),
    orderBy: [direction(SERVICE_SORT_COLUMNS[query.sort]), asc(services.id)],
    page: query.page,
    limit: query.limit,
  });
}

const isLive = (now: Date) => and(eq(blogPosts.isPublished, true), lte(blogPosts.publishedAt, now));

/**
 * An article's words as a search reads them: its title and summary in every language and
 * its tags, read as search_plain reads the catalogue (migration 0040: lower case, NFC, without
 * the zero-width joiners a Telugu or Hindi word is often typed without).
 */
const BLOG_WORDS = sql`search_plain(concat_ws(' ', ${inEveryLanguage(blogPosts.title)}, ${inEveryLanguage(blogPosts.summary)}, array_to_string(${blogPosts.tags}, ' ')))`;

/** Posts whose words (BLOG_WORDS) hold `word` anywhere, its pattern characters taken literally. */
const blogWordsHold = (word: string): SQL => sql`${BLOG_WORDS} like search_plain(${`%${escapeLike(word)}%`})`;

/**
 * Posts whose words hold every word of `search` (up to eight), in any order and any language:
 * the store's blog search and the staff list's. Undefined when `search` has no words.
 */
export const blogWordsHoldAll = (search: string): SQL | undefined => {
  const words = search.split(/\s+/).filter(Boolean).slice(0, 8);
  return words.length > 0 ? and(...words.map(blogWordsHold)) : undefined;
};

/** Published posts, newest first; `search` matches each word in the title, summary or tags, in any language. */
export async function findBlogPage(db: Database, args: PageArgs & { now: Date; category?: BlogCategory; search?: string }) {
  return findPage(db, blogPosts, {
    where: and(isLive(args.now), args.category ? eq(blogPosts.category, args.category) : undefined, blogWordsHoldAll(args.search ?? '')),
    orderBy: [desc(blogPosts.publishedAt), asc(blogPosts.id)],
    page: args.page,
    limit: args.limit,
  });
}

/** A published post by id or by slug. */
export async function findBlogPost(db: Database, by: { id: string } | { slug: string }, now: Date): Promise<BlogPostRow | undefined> {
  const key = 'id' in by ? eq(blogPosts.id, by.id) : eq(blogPosts.slug, by.slug);
  const [row] = await db.select().from(blogPosts).where(and(key, isLive(now))).limit(1);
  return row;
}

/** Testimonials staff have not hidden (status INACTIVE); any other status is shown with its text. */
export const findTestimonialPage = (db: Database, args: PageArgs) =>
  findPage(db, testimonials, { where: ne(testimonials.status, 'INACTIVE'), orderBy: [asc(testimonials.sortOrder), asc(testimonials.id)], ...args });

export const findTeamPage = (db: Database, args: PageArgs) =>
  findPage(db, teamMembers, { where: eq(teamMembers.isActive, true), orderBy: [asc(teamMembers.sortOrder), asc(teamMembers.id)], ...args });

export const findFaqPage = (db: Database, args: PageArgs) =>
  findPage(db, faqs, { where: eq(faqs.isActive, true), orderBy: [asc(faqs.sortOrder), asc(faqs.id)], ...args });

export const findLocationPage = (db: Database, args: PageArgs) =>
  findPage(db, storeLocations, { orderBy: [desc(storeLocations.isFlagship), asc(storeLocations.sortOrder), asc(storeLocations.id)], ...args });

/** A policy page staff wrote and published, by its slug. */
export async function findPublishedPolicyPage(db: Database, slug: string): Promise<PolicyPageRow | undefined> {
  const [row] = await db.select().from(policyPages).where(and(eq(policyPages.slug, slug), eq(policyPages.isPublished, true))).limit(1);
  return row;
}

/** The slug, title and last change of every published policy page (the sitemap, the footer). */
export const findPublishedPolicyPages = (db: Database) =>
  db.select({ slug: policyPages.slug, title: policyPages.title, updatedAt: policyPages.updatedAt }).from(policyPages).where(eq(policyPages.isPublished, true)).orderBy(asc(policyPages.slug));
