import { getArtUrl, type ArtSpec } from '../../../lib/art/art-spec';
import type { BlogCategory } from '@aabhushan/shared/schemas/content';
import type { SeedText } from '../seed-types';

/** A demo article; the body is HTML (cleaned before it is stored). */
export interface SeedBlogPost {
  slug: string;
  title: string;
  subtitle: string;
  summary: string;
  category: BlogCategory;
  art: ArtSpec & { alt: string };
  author: string;
  readTimeMinutes: number;
  tags: string[];
  /** Published this many days before the seeding date. */
  daysAgo: number;
  body: string;
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
