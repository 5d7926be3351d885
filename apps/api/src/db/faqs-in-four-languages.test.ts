import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';

/** Migration 0042 on FAQs written before it, in a schema of their own with the table as it was. */
const MIGRATION = readFileSync(new URL('./migrations/0042_faqs_in_four_languages.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.dispose();
});

describe('migration 0042: FAQs in four languages', () => {
  it('keeps every FAQ written before it as its English; a missing subtitle stays missing', async () => {
    const rows = await handle.database.db.transaction(async (tx) => {
      await tx.execute(sql`create schema before_0042`);
      await tx.execute(sql`set local search_path to before_0042`);
      await tx.execute(sql`create table faqs (id text primary key, question text not null, subtitle text, answer_html text not null)`);
      await tx.execute(sql`insert into faqs values ('a', 'Is it hallmarked?', 'Hallmarking', '<p>Yes, with a "HUID".</p>'), ('b', 'Do you ship?', null, '<p>Insured.</p>')`);
      for (const statement of MIGRATION) await tx.execute(sql.raw(statement));
      const answer = await tx.execute(sql`select id, question, subtitle, answer_html, pg_typeof(question)::text as type from faqs order by id`);
      return (answer as unknown as { rows: unknown[] }).rows;
    });
    expect(rows).toEqual([
      { id: 'a', question: { en: 'Is it hallmarked?' }, subtitle: { en: 'Hallmarking' }, answer_html: { en: '<p>Yes, with a "HUID".</p>' }, type: 'jsonb' },
      { id: 'b', question: { en: 'Do you ship?' }, subtitle: null, answer_html: { en: '<p>Insured.</p>' }, type: 'jsonb' },
    ]);
  });
});
