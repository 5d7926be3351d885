import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { products } from '../schema/index';
import type { SeedProduct } from './seed-types';

/** Writes each demo product's hallmark (purity, HUID) and breakup inputs (net weight, stone value). */
export async function applyProductValuations(db: Database, seedProducts: readonly SeedProduct[]): Promise<void> {
  for (const product of seedProducts) {
    const { purity, huid, metalWeightMg, stoneValuePaise } = product.valuation;
    await db.update(products).set({ metalPurity: purity, huid, metalWeightMg, stoneValuePaise }).where(eq(products.slug, product.slug));
  }
}
