import { and, eq, or, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema/index';

/**
 * The condition for "the active product with this slug or id", the one way the store finds a
 * product from a URL (catalogue detail, reviews, page heads): a retired product is not found.
 */
export function activeProductBySlugOrId(slugOrId: string): SQL {
  return and(eq(products.isActive, true), or(eq(products.slug, slugOrId), eq(products.id, slugOrId)))!;
}
