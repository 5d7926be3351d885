import { z } from 'zod';
import { localizedListSchema, localizedTextSchema, paginationQuerySchema } from './common';

/** Public list sizes (spec B section 9); store locations are ours. */
export const CONTENT_LIST_LIMITS = { service: 100, blog: 10, testimonial: 10, expert: 20, faq: 100, location: 20 } as const;

export const CONTENT_MESSAGES = {
  blogNotFound: 'Blog post not found.',
  pageNotFound: 'Page not found.',
  blogCategoryInvalid: 'category must be one of trends, care-tips, guides, stories',
  serviceSortInvalid: 'sort must be one of order, title, createdAt',
  orderInvalid: 'order must be asc or desc',
} as const;

export const BLOG_CATEGORIES = ['trends', 'care-tips', 'guides', 'stories'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Blog list: newest first, filtered by category and by words in the title, summary (in any of the four languages) or tags. */
export const blogListQuerySchema = paginationQuerySchema(CONTENT_LIST_LIMITS.blog).extend({
  category: z.enum(BLOG_CATEGORIES, { error: CONTENT_MESSAGES.blogCategoryInvalid }).optional(),
  search: z.string().trim().max(100).optional(),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export const SERVICE_SORTS = ['order', 'title', 'createdAt'] as const;

/** Services: page, limit, sort, order and parent (spec B section 7). */
export const serviceListQuerySchema = paginationQuerySchema(CONTENT_LIST_LIMITS.service).extend({
  sort: z.enum(SERVICE_SORTS, { error: CONTENT_MESSAGES.serviceSortInvalid }).default('order'),
  order: z.enum(['asc', 'desc'], { error: CONTENT_MESSAGES.orderInvalid }).default('asc'),
  parent: z.string().trim().max(100).optional(),
});
export type ServiceListQuery = z.infer<typeof serviceListQuerySchema>;

export const serviceSchema = z.object({
  _id: z.string(),
  parent: z.string().nullable(),
  slug: z.string(),
  default_title: z.string(),
  title: localizedTextSchema,
  description: localizedTextSchema,
  icon: z.string(),
  /** Lowest price in rupees; null when quoted after inspection. */
  priceFrom: z.number().nullable(),
  turnaround: localizedTextSchema,
});
export type Service = z.infer<typeof serviceSchema>;

/** An article; its words per language (`{ en, hi?, ta?, te? }`), the category a key the storefront names. */
export const blogPostSchema = z.object({
  _id: z.string(),
  id: z.string(),
  slug: z.string(),
  title: localizedTextSchema,
  /** The English title. */
  default_title: z.string(),
  subtitle: localizedTextSchema,
  /** The article body: sanitised HTML in each language. */
  description: localizedTextSchema,
  summary: localizedTextSchema,
  blog_type: z.enum(BLOG_CATEGORIES),
  category: z.enum(BLOG_CATEGORIES),
  images: z.array(z.object({ url: z.string(), altText: localizedTextSchema })),
  image: z.string(),
  /** ISO date (YYYY-MM-DD) of publication. */
  date: z.string(),
  readTime: z.string(),
  author: z.string(),
  authorImage: z.string().nullable(),
  tags: z.array(z.string()),
  link: z.string(),
  createdAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const TESTIMONIAL_DEFAULT_DESIGNATION = 'Customer';

/** A customer's words: `title` is their name (as written), the words and designation per language. */
export const testimonialSchema = z.object({
  _id: z.string(),
  testimonial: localizedTextSchema,
  images: z.array(z.string()),
  title: z.string(),
  designation: localizedTextSchema.nullable(),
  city: z.string().nullable(),
  status: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const expertSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: localizedTextSchema,
  bio: localizedTextSchema,
  /** Each language's own list of skills. */
  skills: localizedListSchema,
  image: z.string().nullable(),
  socials: z.object({ linkedin: z.string().optional(), twitter: z.string().optional(), instagram: z.string().optional() }),
});
export type Expert = z.infer<typeof expertSchema>;

/** A question and its answer per language (English always; the storefront shows it where a language is missing). */
export const faqSchema = z.object({
  _id: z.string(),
  question: localizedTextSchema,
  subtitle: localizedTextSchema.nullable(),
  /** Sanitised HTML in each language. */
  answer: localizedTextSchema,
  icon: z.string(),
  topic: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

/** Day ranges of opening hours, as codes the storefront names in each language. */
export const OPENING_DAYS = ['mon-fri', 'mon-sat', 'sat', 'sun', 'holidays'] as const;

/** One line of opening hours; times are 24-hour IST ('10:30'). */
export const openingHoursSchema = z.object({ days: z.enum(OPENING_DAYS), opens: z.string(), closes: z.string() });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const storeLocationSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: localizedTextSchema,
  /** The address's lines in each language (an Indian showroom's address is often written in the local script too). */
  addressLines: localizedListSchema,
  city: localizedTextSchema,
  phone: z.string(),
  email: z.string(),
  hours: z.array(openingHoursSchema),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
  isFlagship: z.boolean(),
});
export type StoreLocation = z.infer<typeof storeLocationSchema>;

export const idParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** Public list queries without filters of their own. */
export const testimonialListQuerySchema = paginationQuerySchema(CONTENT_LIST_LIMITS.testimonial);
export const expertListQuerySchema = paginationQuerySchema(CONTENT_LIST_LIMITS.expert);
export const faqListQuerySchema = paginationQuerySchema(CONTENT_LIST_LIMITS.faq);
export const locationListQuerySchema = paginationQuerySchema(CONTENT_LIST_LIMITS.location);

/**
 * A policy page (GET public/page/{slug}): either written by staff in the store's own words
 * (`written`: title, summary and cleaned HTML) or written from the store settings (`settings`:
 * sections of paragraphs and lists, their headings under `messageKey` in the storefront's messages).
 */
export const contentPageSchema = z.object({
  slug: z.string(),
  kind: z.enum(['written', 'settings']),
  /** ISO date the text last changed. */
  updated: z.string(),
  title: z.string().nullable(),
  summary: z.string().nullable(),
  bodyHtml: z.string().nullable(),
  messageKey: z.string().nullable(),
  sections: z.array(z.object({ id: z.string(), blocks: z.array(z.union([z.string(), z.object({ list: z.array(z.string()) })])) })),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
