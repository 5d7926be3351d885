import type { AnswerDrops } from '../public-answers/answer-drops.service';

/** The public paths whose answers come from the content tables. */
export const CONTENT_PATHS = ['/api/public/service', '/api/public/blog', '/api/public/testimonial', '/api/public/expert', '/api/public/faq', '/api/public/store-location', '/api/public/page'];

/** True for a cached answer that may show content (any list, any post by id or slug). */
export function isContentAnswer(cacheKey: string): boolean {
  const path = cacheKey.split('?')[0] ?? '';
  return CONTENT_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Call after a write to blogs, FAQs, testimonials, team, services, locations or policy pages, once it has
 * committed: drops their cached public answers, here and on the other instances, and leaves the
 * catalogue's cached.
 */
export function createContentChanged(drops: AnswerDrops): () => void {
  return () => drops.drop({ kind: 'content' });
}
