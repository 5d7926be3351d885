import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';

const MIGRATION = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations/0043_testimonials_and_coupons_in_four_languages.sql'), 'utf8');

let database: DatabaseHandle;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
});
afterAll(async () => {
  await dispose();
});

/**
 * Migration 0043 on rows written before it, in a schema of its own found first on the search
 * path (the store's tables are left alone); run twice, as a database that ran it before its place
 * in the journal moved runs it again.
 */
describe('migration 0043: testimonials and coupons in four languages', () => {
  it('keeps every row, its text as the English, a missing designation missing and the terms whole; a second run changes nothing', async () => {
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`create schema before_0043`));
      await tx.execute(sql.raw(`set local search_path to before_0043`));
      await tx.execute(sql.raw(`create table testimonials (id text primary key, text text not null, designation text)`));
      await tx.execute(sql.raw(`create table coupons (id text primary key, title text not null, description text not null, terms text[] default '{}'::text[] not null)`));
      await tx.execute(sql.raw(`insert into testimonials values ('t1', 'Lovely jhumkas.', 'Bride, 2025'), ('t2', 'Quick delivery.', null)`));
      await tx.execute(sql.raw(`insert into coupons values ('c1', '10% off', 'On gold.', array['Minimum ₹5,000', 'One per order']), ('c2', 'Free shipping', 'Everywhere.', default)`));
      const migrate = async () => {
        for (const statement of MIGRATION.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
      };
      await migrate();
      await migrate();
      const read = async (query: string) => ((await tx.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;
      const found = {
        testimonials: await read(`select id, text, designation from testimonials order by id`),
        coupons: await read(`select id, title, description, terms from coupons order by id`),
      };
      await tx.execute(sql.raw(`set local search_path to public`));
      await tx.execute(sql.raw(`drop schema before_0043 cascade`));
      return found;
    });
    expect(rows.testimonials).toEqual([
      { id: 't1', text: { en: 'Lovely jhumkas.' }, designation: { en: 'Bride, 2025' } },
      { id: 't2', text: { en: 'Quick delivery.' }, designation: null },
    ]);
    expect(rows.coupons).toEqual([
      { id: 'c1', title: { en: '10% off' }, description: { en: 'On gold.' }, terms: { en: ['Minimum ₹5,000', 'One per order'] } },
      { id: 'c2', title: { en: 'Free shipping' }, description: { en: 'Everywhere.' }, terms: { en: [] } },
    ]);
  });
});
