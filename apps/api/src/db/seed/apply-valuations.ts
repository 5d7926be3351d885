import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { products } from '../schema/index';
import type { SeedProduct } from './seed-types';

/**
 * Writes each demo product's hallmark (purity, HUID) and breakup inputs (net weight, stone
 * value), only where a product lacks them: a store seeded by an earlier release gets them, a
 * value set since (by the shop) is kept. Returns how many products were filled in.
 */
export async function applyProductValuations(db: Database, seedProducts: readonly SeedProduct[]): Promise<number> {
  let filled = 0;
  for (const product of seedProducts) {
    const { purity, huid, metalWeightMg, stoneValuePaise } = product.valuation;
    const updated = await db
      .update(products)
      .set({ metalPurity: purity, huid, metalWeightMg, stoneValuePaise })
      .where(and(eq(products.slug, product.slug), isNull(products.metalPurity), isNull(products.huid), isNull(products.metalWeightMg)))
      .returning({ id: products.id });
    filled += updated.length;
  }
  return filled;
}
