import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/index';
import type { AnswerDrops } from '../public-answers/answer-drops.service';

/**
 * Call after any write that changes a product's stock, price or visibility (cart reservations,
 * orders, cancellations, staff edits), once the transaction has committed, so the listing, the
 * product page and the cart never disagree. Resolves when the stale answers are gone. A caller
 * that knows the product's slug passes it and saves a read.
 */
export type ProductChanged = (productId: string, slug?: string) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** See ProductChanged: clears the product's cached public answers. */
    productChanged: ProductChanged;
  }
}

const LIST_PATHS = ['/api/public/product', '/api/public/product/search', '/api/public/productcategory', '/api/public/category'];

/**
 * True for a cached public answer that may show the product: every listing, search and category
 * answer (any of them may hold it, its counts or its in-stock flag) and the product's own page
 * by id or slug, and every certificate verification. Reviews and unrelated content (banners, blogs) stay cached.
 */
export function isStaleAfterProductChange(cacheKey: string, product: { id: string; slug?: string }): boolean {
  const path = cacheKey.split('?')[0] ?? '';
  if (LIST_PATHS.includes(path) || path.startsWith('/api/public/productcategory/')) return true;
  // A verified certificate shows its piece's name and picture, and staff edit certificates on the piece.
  if (path.startsWith('/api/public/certificates/')) return true;
  const own = [product.id, product.slug].filter(Boolean).map((key) => `/api/public/product/${encodeURIComponent(key!)}`);
  return own.includes(path);
}

/**
 * Builds productChanged over the public answer drops: here and on every other instance
 * (modules/public-answers); the caches built beside the answers (facet counts, the product's
 * JSON) follow each product drop there.
 */
export function createProductChanged(db: Database, drops: AnswerDrops): ProductChanged {
  return async (productId, knownSlug) => {
    const slug = knownSlug ?? (await db.select({ slug: products.slug }).from(products).where(eq(products.id, productId)).limit(1))[0]?.slug;
    drops.drop(slug === undefined ? { kind: 'product', id: productId } : { kind: 'product', id: productId, slug });
  };
}
