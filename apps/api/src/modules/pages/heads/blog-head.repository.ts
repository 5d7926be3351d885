import { and, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { blogPosts } from '../../../db/schema/index';

const isLive = (now: Date) => and(eq(blogPosts.isPublished, true), lte(blogPosts.publishedAt, now));

/** What an article's head needs, for a published post by slug. */
export async function findBlogHeadRow(db: Database, slug: string, now: Date) {
  const [row] = await db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      summary: blogPosts.summary,
      imageUrl: blogPosts.imageUrl,
      author: blogPosts.author,
      tags: blogPosts.tags,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isLive(now)))
    .limit(1);
  return row;
}
export type BlogHeadRow = NonNullable<Awaited<ReturnType<typeof findBlogHeadRow>>>;

/** Every published post for the sitemap, newest first. */
export function findBlogSitemapRows(db: Database, now: Date) {
  return db.select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt }).from(blogPosts).where(isLive(now)).orderBy(desc(blogPosts.publishedAt));
}
