import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';

// Migration 0045 turns an article's subtitle, summary, body and picture description into text per
// language: an article written before it keeps its words, as its English.
const statementsOf = async (file: string) => (await readFile(new URL(`./migrations/${file}`, import.meta.url), 'utf8')).split('--> statement-breakpoint').map((statement) => statement.trim());
let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.dispose();
});

describe('migration 0045', () => {
  it('keeps the articles written before it, each text as its English, and a new article without a subtitle has an empty English one', async () => {
    const [createTable] = await statementsOf('0006_content.sql');
    const migration = await statementsOf('0045_blog_posts_in_four_languages.sql');
    const rows = await test.database.db.transaction(async (tx) => {
      // The table as it was before 0045, in a schema of its own.
      await tx.execute(sql.raw('create schema before_0045'));
      await tx.execute(sql.raw('set local search_path to before_0045'));
      await tx.execute(sql.raw(createTable!));
      await tx.execute(sql.raw(`insert into blog_posts (id, slug, title, summary, body_html, category, image_url, image_alt, author, read_time_minutes, published_at)
        values ('a1', 'old-post', '{"en":"Old post"}', 'Gold for Diwali', '<p>Diwali</p>', 'trends', '/media/art/ring-gold-none-1.svg', 'A ring', 'Ananya Soni', 2, now())`));
      for (const statement of migration) await tx.execute(sql.raw(statement));
      await tx.execute(sql.raw(`insert into blog_posts (id, slug, title, summary, body_html, category, image_url, image_alt, author, read_time_minutes, published_at)
        values ('a2', 'new-post', '{"en":"New post"}', '{"en":"S"}', '{"en":"<p>B</p>"}', 'trends', '/media/a.svg', '{"en":"A"}', 'Ananya Soni', 2, now())`));
      return (await tx.execute(sql.raw('select id, subtitle, summary, body_html, image_alt from blog_posts order by id'))) as unknown as { rows: unknown[] };
    });
    expect(rows.rows).toEqual([
      { id: 'a1', subtitle: { en: '' }, summary: { en: 'Gold for Diwali' }, body_html: { en: '<p>Diwali</p>' }, image_alt: { en: 'A ring' } },
      { id: 'a2', subtitle: { en: '' }, summary: { en: 'S' }, body_html: { en: '<p>B</p>' }, image_alt: { en: 'A' } },
    ]);
  });
});
