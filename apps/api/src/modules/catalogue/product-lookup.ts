import { and, eq, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import { products } from '../../db/schema/index';

/**
 * The condition for "the active product with this slug or id", the one way the store finds a
 * product from a URL (catalogue detail, reviews, page heads): a retired product is not found.
 * `slugOrId` may be a placeholder of a prepared query.
 */
export function activeProductBySlugOrId(slugOrId: string | SQLWrapper): SQL {
  return and(eq(products.isActive, true), or(eq(products.slug, slugOrId), eq(products.id, slugOrId)))!;
}
