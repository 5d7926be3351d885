import { categories } from '../schema/index';
import type { Database } from '../client';
import { seedBrands } from './brands';
import { seedCategories } from './categories';
import { seedProducts } from './products';
import { insertCatalogue } from './seed-catalogue';
import { seedStoreContent } from './seed-store-content';
import { seedDemoUsers } from './users';

/** Seeds the demo store into an empty database; a database with a catalogue is left alone (the demo customer is added when missing, outside production). */
export async function seedDemoStore(db: Database, now = new Date()): Promise<{ seeded: boolean }> {
  await seedDemoUsers(db, now);
  const existing = await db.select({ id: categories.id }).from(categories).limit(1);
  if (existing.length > 0) return { seeded: false };
  await insertCatalogue(db, { categories: seedCategories, brands: seedBrands, products: seedProducts }, now);
  await seedStoreContent(db, seedProducts, now);
  return { seeded: true };
}
