import { and, asc, desc, eq, gt, ilike, lte, or, type SQL } from 'drizzle-orm';
import {
  ADMIN_BLOG_MESSAGES as M,
  blogStateOf,
  estimateReadMinutes,
  type AdminBlogPost,
  type AdminBlogPostCreate,
  type AdminBlogPostListQuery,
  type AdminBlogPostUpdate,
} from '@aabhushan/shared/schemas/admin-blog-posts';
import type { Database } from '../../../db/client';
import { blogPosts } from '../../../db/schema/index';
import { escapeLike } from '../../../lib/escape-like';
import { withCleanBlogBody } from '../../content/content-writes';
import { blogWordsHoldAll } from '../../content/content.repository';
import { missingTranslationSql } from '../missing-translation';
import { definedOnly, type RecordResource } from '../record-store';
import { freeSlugFor } from '../free-slug';

type BlogPostRow = typeof blogPosts.$inferSelect;

const present = (row: BlogPostRow, now = new Date()): AdminBlogPost => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  subtitle: row.subtitle,
  summary: row.summary,
  bodyHtml: row.bodyHtml,
  category: row.category as AdminBlogPost['category'],
  imageUrl: row.imageUrl,
  imageAlt: row.imageAlt,
  author: row.author,
  authorImage: row.authorImage,
  readTimeMinutes: row.readTimeMinutes,
  tags: row.tags,
  publishedAt: row.publishedAt.toISOString(),
  isPublished: row.isPublished,
  state: blogStateOf(row, now),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The columns for the fields sent: the body cleaned in each language, dates as dates. A text
 * sent is the whole text (the editor sends every language; one left out is missing).
 */
function columnsOf(fields: AdminBlogPostUpdate): Partial<typeof blogPosts.$inferInsert> {
  const { publishedAt, authorImage, ...rest } = fields;
  const columns: Partial<typeof blogPosts.$inferInsert> = definedOnly(rest);
  if (publishedAt !== undefined) columns.publishedAt = new Date(publishedAt);
  if (authorImage !== undefined) columns.authorImage = authorImage;
  // A body sent without a read time gets the read time of its English words.
  if (fields.bodyHtml !== undefined && fields.readTimeMinutes === undefined) columns.readTimeMinutes = estimateReadMinutes(fields.bodyHtml.en);
  return withCleanBlogBody(columns);
}

/** The texts staff translate, for `missing=`: a subtitle left empty in English needs none. */
const TRANSLATED = [blogPosts.title, blogPosts.subtitle, blogPosts.summary, blogPosts.bodyHtml, blogPosts.imageAlt];

function where({ q, category, state, missing }: AdminBlogPostListQuery, now = new Date()): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  // Every word in the title, summary or tags in any language and any order, as the store's search finds them, or the slug.
  if (q) conditions.push(or(blogWordsHoldAll(q), ilike(blogPosts.slug, `%${escapeLike(q)}%`)));
  if (category) conditions.push(eq(blogPosts.category, category));
  if (missing) conditions.push(missingTranslationSql(TRANSLATED, missing));
  if (state === 'draft') conditions.push(eq(blogPosts.isPublished, false));
  if (state === 'published') conditions.push(and(eq(blogPosts.isPublished, true), lte(blogPosts.publishedAt, now)));
  if (state === 'scheduled') conditions.push(and(eq(blogPosts.isPublished, true), gt(blogPosts.publishedAt, now)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Blog posts on the staff side: drafts, scheduled and published; a blank slug is made from the title. */
export const blogPostsResource: RecordResource<BlogPostRow, AdminBlogPost, AdminBlogPostCreate, AdminBlogPostUpdate, AdminBlogPostListQuery> = {
  entity: 'blog-post',
  table: blogPosts,
  messages: { notFound: M.notFound, created: M.created, updated: M.updated, deleted: M.deleted, slugTaken: M.slugTaken },
  present: (rows) => rows.map((row) => present(row)),
  where: (query) => where(query),
  orderBy: [desc(blogPosts.publishedAt), asc(blogPosts.id)],
  async createColumns(body, tx: Database) {
    const columns = columnsOf(body);
    return {
      ...columns,
      slug: body.slug ?? (await freeSlugFor(tx, blogPosts, blogPosts.slug, body.title.en)),
      publishedAt: columns.publishedAt ?? new Date(),
      authorImage: body.authorImage ?? null,
    };
  },
  updateColumns: async (changes) => columnsOf(changes),
  state: { actions: { on: 'publish', off: 'unpublish' }, messages: { on: M.published, off: M.unpublished }, columns: (on) => ({ isPublished: on }) },
};
