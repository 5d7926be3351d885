import { z } from 'zod';
import { BLOG_CATEGORIES, CONTENT_MESSAGES } from './content';
import { adminContentListQuery, blankAsNull, blankAsUnset, localizedHtmlField, notEmpty, optionalSlugField, requiredText, storePictureUrl, ADMIN_CONTENT_MESSAGES } from './admin-content';
import { localizedAnswerSchema, localizedText, missingLanguageQuerySchema, optionalLocalizedText } from './admin-catalogue-fields';

/** The staff side's blog posts (`/api/admin/blog-posts`): drafts, scheduled and published posts. */
export const ADMIN_BLOG_STATES = ['published', 'scheduled', 'draft'] as const;
export type AdminBlogState = (typeof ADMIN_BLOG_STATES)[number];

export const ADMIN_BLOG_MESSAGES = {
  title: 'Title is required (at most 200 characters)',
  subtitle: 'Subtitle can be at most 200 characters',
  summary: 'Summary is required (at most 500 characters)',
  body: 'The article needs a body',
  imageAlt: 'Describe the picture for shoppers who cannot see it (at most 200 characters)',
  author: 'Author is required (at most 100 characters)',
  readTime: 'Read time must be whole minutes from 1 to 120',
  tags: 'Tags must be at most 10 words of at most 40 characters',
  publishedAt: 'Publication date must be a date and time',
  state: `state must be one of ${ADMIN_BLOG_STATES.join(', ')}`,
  slugTaken: 'Another blog post already uses this slug',
  notFound: 'Blog post not found',
  created: 'Blog post created',
  updated: 'Blog post saved',
  published: 'Blog post published',
  unpublished: 'Blog post unpublished: the store no longer shows it',
  deleted: 'Blog post deleted',
} as const;

const M = ADMIN_BLOG_MESSAGES;

/** Minutes to read an article of this HTML at 200 words a minute (at least 1). */
export function estimateReadMinutes(html: string): number {
  const words = html.replace(/<[^>]*>/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.min(120, Math.max(1, Math.ceil(words / 200)));
}


/** The words shoppers read are per language: English required, Hindi, Tamil and Telugu optional (a blank one is left out). */
const blogFields = {
  title: localizedText(M.title, M.title, 200),
  slug: optionalSlugField,
  subtitle: optionalLocalizedText(M.subtitle, 200),
  summary: localizedText(M.summary, M.summary, 500),
  bodyHtml: localizedHtmlField(M.body),
  category: z.enum(BLOG_CATEGORIES, { error: CONTENT_MESSAGES.blogCategoryInvalid }),
  imageUrl: storePictureUrl,
  imageAlt: localizedText(M.imageAlt, M.imageAlt, 200),
  author: requiredText(M.author, 100),
  authorImage: z.preprocess(blankAsNull, storePictureUrl.nullable()),
  readTimeMinutes: z.preprocess(blankAsUnset, z.number({ error: M.readTime }).int({ error: M.readTime }).min(1, { error: M.readTime }).max(120, { error: M.readTime }).optional()),
  tags: z.array(requiredText(M.tags, 40), { error: M.tags }).max(10, { error: M.tags }),
  /** When shoppers first see it; a future moment schedules the post. */
  publishedAt: z.iso.datetime({ offset: true, error: M.publishedAt }),
  isPublished: z.boolean({ error: 'isPublished must be true or false' }),
};

/** POST /api/admin/blog-posts: new posts are drafts unless `isPublished`; read time comes from the body when left out. */
export const adminBlogPostCreateSchema = z.object({
  ...blogFields,
  subtitle: blogFields.subtitle.default({ en: '' }),
  tags: blogFields.tags.default([]),
  authorImage: blogFields.authorImage.optional(),
  publishedAt: blogFields.publishedAt.optional(),
  isPublished: blogFields.isPublished.default(false),
});
export type AdminBlogPostCreate = z.output<typeof adminBlogPostCreateSchema>;
export type AdminBlogPostCreateInput = z.input<typeof adminBlogPostCreateSchema>;

/** PATCH /api/admin/blog-posts/{id}: any fields. */
export const adminBlogPostUpdateSchema = z.object(blogFields).partial().refine(notEmpty, { error: ADMIN_CONTENT_MESSAGES.nothingToChange });
export type AdminBlogPostUpdate = z.output<typeof adminBlogPostUpdateSchema>;

/** POST /api/admin/blog-posts/{id}/state. */
export const adminBlogPublishSchema = z.object({ published: z.boolean({ error: 'published must be true or false' }) });

export const adminBlogPostListQuerySchema = adminContentListQuery({
  category: z.enum(BLOG_CATEGORIES, { error: CONTENT_MESSAGES.blogCategoryInvalid }).optional(),
  state: z.enum(ADMIN_BLOG_STATES, { error: M.state }).optional(),
  /** Posts whose title, subtitle, summary, body or picture description is not yet written in this language. */
  missing: missingLanguageQuerySchema,
});
export type AdminBlogPostListQuery = z.infer<typeof adminBlogPostListQuerySchema>;

/** A post as staff see it: every field (its words per language), the body as stored (cleaned), and whether shoppers see it yet. */
export const adminBlogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: localizedAnswerSchema,
  subtitle: localizedAnswerSchema,
  summary: localizedAnswerSchema,
  bodyHtml: localizedAnswerSchema,
  category: z.enum(BLOG_CATEGORIES),
  imageUrl: z.string(),
  imageAlt: localizedAnswerSchema,
  author: z.string(),
  authorImage: z.string().nullable(),
  readTimeMinutes: z.number().int(),
  tags: z.array(z.string()),
  publishedAt: z.string(),
  isPublished: z.boolean(),
  state: z.enum(ADMIN_BLOG_STATES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

/** Whether shoppers see a post: published and its moment has come, published for later, or a draft. */
export function blogStateOf(post: { isPublished: boolean; publishedAt: Date | string }, now = new Date()): AdminBlogState {
  if (!post.isPublished) return 'draft';
  return new Date(post.publishedAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}
