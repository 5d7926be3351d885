import type { StoreLanguage } from '@aabhushan/shared/language-choice';
import { pickLocalized } from '@aabhushan/shared/localized-text';
import { toMetaDescription, type PageHead } from '../page-template';
import type { BlogHeadRow } from './blog-head.repository';

const SITE = 'Aabhushan';

/**
 * An article's head: its title and summary in the page's language (English where it has none),
 * image and Article JSON-LD (like the product pages' Product).
 */
export function blogHead(row: BlogHeadRow, origin: string, language: StoreLanguage): PageHead {
  const title = pickLocalized(row.title, language);
  const summary = pickLocalized(row.summary, language);
  const url = `${origin}/blog/${encodeURIComponent(row.slug)}`;
  const image = /^https?:\/\//.test(row.imageUrl) ? row.imageUrl : `${origin}${row.imageUrl}`;
  return {
    title: `${title} | ${SITE}`,
    language,
    description: toMetaDescription(summary),
    canonicalUrl: url,
    ogType: 'article',
    imageUrl: image,
    extraMeta: { 'article:published_time': row.publishedAt.toISOString(), 'article:author': row.author },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: title,
      description: summary,
      image: [image],
      datePublished: row.publishedAt.toISOString(),
      dateModified: row.updatedAt.toISOString(),
      author: { '@type': 'Person', name: row.author },
      publisher: { '@type': 'Organization', name: SITE },
      keywords: row.tags.join(', '),
      mainEntityOfPage: url,
    },
  };
}
