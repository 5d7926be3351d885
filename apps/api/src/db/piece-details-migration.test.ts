import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { products } from './schema/index';

/**
 * Migration 0046 on rows written before it: a piece's attributes gain `label` and `displayValue`
 * (their English), a specification's value becomes `{ en }`, the order kept. Its statements are
 * run again here over rows put back in the old shape (a migrated database has run it already).
 */
const MIGRATION = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations/0046_piece_details_in_four_languages.sql');

let database: DatabaseHandle;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase({ contents: 'seeded' }));
});
afterAll(async () => {
  await dispose();
});

async function runMigration() {
  const statements = (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint');
  for (const statement of statements) await database.db.execute(sql.raw(statement));
}
const pieceOf = async (slug: string) => (await database.db.select().from(products).where(eq(products.slug, slug)))[0]!;

describe('migration 0046: a piece\'s attributes and specifications per language', () => {
  it('gives an older piece its English as the words shoppers read, in the same order', async () => {
    const [{ slug }] = (await database.db.select({ slug: products.slug }).from(products).orderBy(desc(products.slug)).limit(1)) as [{ slug: string }];
    const oldAttributes = [{ name: 'Metal', value: '22K Yellow Gold' }, { name: 'Purity', value: '916' }];
    const oldSpecifications = [{ group: { en: 'Metal' }, value: '22K Yellow Gold (916)' }, { group: { en: 'Care' }, value: 'Store in the pouch' }];
    await database.db.execute(
      sql`update products set attributes = ${JSON.stringify(oldAttributes)}::jsonb, specifications = ${JSON.stringify(oldSpecifications)}::jsonb where slug = ${slug}`,
    );

    await runMigration();

    const piece = await pieceOf(slug);
    expect(piece.attributes).toEqual([
      { name: 'Metal', value: '22K Yellow Gold', label: { en: 'Metal' }, displayValue: { en: '22K Yellow Gold' } },
      { name: 'Purity', value: '916', label: { en: 'Purity' }, displayValue: { en: '916' } },
    ]);
    expect(piece.specifications).toEqual([
      { group: { en: 'Metal' }, value: { en: '22K Yellow Gold (916)' } },
      { group: { en: 'Care' }, value: { en: 'Store in the pouch' } },
    ]);
  });

  it('leaves a piece already in four languages, and one without any, as they are', async () => {
    const [written, bare] = (await database.db.select({ slug: products.slug }).from(products).orderBy(products.slug).limit(2)) as [{ slug: string }, { slug: string }];
    await database.db.update(products).set({ attributes: [], specifications: [] }).where(eq(products.slug, bare.slug));
    const before = await pieceOf(written.slug);
    expect(before.specifications[0]!.value.ta).toMatch(/\p{Script=Tamil}/u);

    await runMigration();

    const after = await pieceOf(written.slug);
    expect(after.attributes).toEqual(before.attributes);
    expect(after.specifications).toEqual(before.specifications);
    expect(await pieceOf(bare.slug)).toMatchObject({ attributes: [], specifications: [] });
  });
});
