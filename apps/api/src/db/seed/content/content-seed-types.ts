import { getArtUrl, type ArtSpec } from '../../../lib/art/art-spec';
import type { BlogCategory } from '@aabhushan/shared/schemas/content';
import type { SeedText } from '../seed-types';

/** An article's words in one language; the body is HTML (cleaned before it is stored). */
export interface ArticleWords {
  title: string;
  subtitle: string;
  summary: string;
  /** The picture at the top, described for shoppers who cannot see it. */
  imageAlt: string;
  body: string;
}

/** What an article is in every language: its picture, author, tags and date. */
export interface ArticleFacts {
  category: BlogCategory;
  art: ArtSpec;
  author: string;
  readTimeMinutes: number;
  tags: string[];
  /** Published this many days before the seeding date. */
  daysAgo: number;
}

/** A demo article, its words in the store's four languages. */
export interface SeedBlogPost extends ArticleFacts {
  slug: string;
  title: SeedText;
  subtitle: SeedText;
  summary: SeedText;
  imageAlt: SeedText;
  body: SeedText;
}

/** A family of articles by slug, and their words in each language (every article in every language). */
export function articlesIn<Slug extends string>(facts: Record<Slug, ArticleFacts>, words: Record<keyof SeedText, Record<Slug, ArticleWords>>): SeedBlogPost[] {
  return (Object.keys(facts) as Slug[]).map((slug) => {
    const each = (field: keyof ArticleWords): SeedText => ({ en: words.en[slug][field], hi: words.hi[slug][field], ta: words.ta[slug][field], te: words.te[slug][field] });
    return { slug, ...facts[slug], title: each('title'), subtitle: each('subtitle'), summary: each('summary'), imageAlt: each('imageAlt'), body: each('body') };
  });
}

/** A demo question in the store's four languages; the answer is HTML in each (cleaned before it is stored). */
export interface SeedFaq {
  topic: string;
  icon: string;
  question: SeedText;
  subtitle?: SeedText;
  answer: SeedText;
}

/** A figure with one of the store's generated images, for article bodies. */
export function articleFigure(art: ArtSpec, caption: string): string {
  return `<figure><img src="${getArtUrl(art)}" alt="${caption}" width="800" height="800"><figcaption>${caption}</figcaption></figure>`;
}
