import type { Database } from '../client';
import { banners, coupons, reviews } from '../schema/index';
import { seedBanners } from './banners';
import { seedCertificates } from './certificates';
import { seedCoupons } from './coupons';
import { seedGoldPlans } from './gold-plans';
import { applyProductValuations } from './apply-valuations';
import { seedReviews } from './reviews';
import { seedContent } from './content/seed-content';
import type { SeedProduct } from './seed-types';

const isEmpty = async (db: Database, table: typeof banners | typeof reviews | typeof coupons) => (await db.select({ id: table.id }).from(table).limit(1)).length === 0;

/**
 * What the demo store shows beyond the bare catalogue: hallmarks and price-breakup inputs,
 * customer reviews (and the rating columns they imply), the home page banners, the demo coupons and
 * the content pages' articles, FAQs, testimonials, team, services and showrooms, the monthly gold plan
 * and the diamond and gemstone pieces' sample certificates. Each step runs
 * only where its own data is missing, so a store seeded by an earlier release gets them at the
 * next start, and a store with its own banners, reviews or coupons keeps them.
 * One transaction, so a failed seed leaves none of it behind. True when anything was added.
 */
export async function seedStoreContent(db: Database, seedProducts: readonly SeedProduct[], now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    let added = (await applyProductValuations(tx, seedProducts)) > 0;
    if (await isEmpty(tx, reviews)) {
      await seedReviews(tx, now);
      added = true;
    }
    if (await isEmpty(tx, banners)) {
      await seedBanners(tx, seedProducts, now);
      added = true;
    }
    if (await isEmpty(tx, coupons)) {
      await seedCoupons(tx, now);
      added = true;
    }
    if (await seedContent(tx, now)) added = true;
    if (await seedGoldPlans(tx, now)) added = true;
    if (await seedCertificates(tx, seedProducts, now)) added = true;
    return added;
  });
}
