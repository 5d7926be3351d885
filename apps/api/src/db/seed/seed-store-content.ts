import type { Database } from '../client';
import { seedBanners } from './banners';
import { applyProductValuations } from './apply-valuations';
import { seedReviews } from './reviews';
import type { SeedProduct } from './seed-types';

/**
 * What the demo store shows beyond the bare catalogue: hallmarks and price-breakup inputs,
 * customer reviews (and the rating columns they imply) and the home page banners.
 * One transaction, so a failed seed leaves none of it behind.
 */
export async function seedStoreContent(db: Database, seedProducts: readonly SeedProduct[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await applyProductValuations(tx, seedProducts);
    await seedReviews(tx, now);
    await seedBanners(tx, seedProducts, now);
  });
}
