import { toMetaDescription, type PageHead } from '../page-template';
import type { BlogHeadRow } from './blog-head.repository';

const SITE = 'Aabhushan';

/** An article's head: its title, summary, image and Article JSON-LD (like the product pages' Product). */
export function blogHead(row: BlogHeadRow, origin: string): PageHead {
  const url = `${origin}/blog/${encodeURIComponent(row.slug)}`;
  const image = /^https?:\/\//.test(row.imageUrl) ? row.imageUrl : `${origin}${row.imageUrl}`;
  return {
    title: `${row.title.en} | ${SITE}`,
    description: toMetaDescription(row.summary),
    canonicalUrl: url,
    ogType: 'article',
    imageUrl: image,
    extraMeta: { 'article:published_time': row.publishedAt.toISOString(), 'article:author': row.author },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: row.title.en,
      description: row.summary,
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
