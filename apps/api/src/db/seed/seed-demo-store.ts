import { categories } from '../schema/index';
import type { Database } from '../client';
import type { DataCipher } from '../../lib/data-cipher';
import { seedBrands } from './brands';
import { seedCategories } from './categories';
import { seedProducts } from './products';
import { insertCatalogue } from './seed-catalogue';
import { seedStoreContent } from './seed-store-content';
import { seedDemoOrders } from './demo-orders';
import { seedDemoUsers } from './users';

/**
 * Seeds the demo store, step by step, each step only where its own data is missing: the
 * catalogue into an empty database, then hallmarks, reviews and banners (seed-store-content),
 * and the demo customer with two delivered orders outside production. Runs at every start: a database from an earlier
 * release gets what that release did not seed, and nothing is added twice. `cipher` (the
 * data key's) seals the demo customer's phone and PIN and the demo orders' delivery addresses.
 */
export async function seedDemoStore(db: Database, cipher: DataCipher, now = new Date()): Promise<{ seeded: boolean }> {
  await seedDemoUsers(db, cipher, now);
  const existing = await db.select({ id: categories.id }).from(categories).limit(1);
  const catalogueAdded = existing.length === 0;
  if (catalogueAdded) await insertCatalogue(db, { categories: seedCategories, brands: seedBrands, products: seedProducts }, now);
  const contentAdded = await seedStoreContent(db, seedProducts, now);
  await seedDemoOrders(db, cipher, now);
  return { seeded: catalogueAdded || contentAdded };
}
