import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';

const MIGRATION = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations/0044_people_places_in_four_languages.sql'), 'utf8');

let database: DatabaseHandle;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
});
afterAll(async () => {
  await dispose();
});

/**
 * Migration 0044 on rows written before it: the tables as they were (the columns it changes) in a
 * schema of their own, found first on the search path, so the migration's own statements run on
 * them and the store's tables are left alone.
 */
describe('migration 0044: team, services and showrooms in four languages', () => {
  it('keeps every row, its text as the English and its lists (skills, address lines) whole and in order', async () => {
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`create schema before_0044`));
      await tx.execute(sql.raw(`set local search_path to before_0044`));
      await tx.execute(sql.raw(`create table team_members (id text primary key, role text not null, bio text not null, skills text[] default '{}'::text[] not null)`));
      await tx.execute(sql.raw(`create table services (id text primary key, turnaround text not null)`));
      await tx.execute(sql.raw(`create table store_locations (id text primary key, name text not null, address_lines text[] not null, city text not null)`));
      await tx.execute(sql.raw(`insert into team_members (id, role, bio, skills) values ('m1', 'Head Karigar', 'Fourth generation.', array['Kundan setting', 'Meenakari']), ('m2', 'Gemologist', 'Grades stones.', default)`));
      await tx.execute(sql.raw(`insert into services values ('s1', '3-5 days')`));
      await tx.execute(sql.raw(`insert into store_locations values ('l1', 'Chennai, T. Nagar', array['12 Usman Road', 'Chennai 600017'], 'Chennai')`));
      for (const statement of MIGRATION.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
      await tx.execute(sql.raw(`insert into team_members (id, role, bio) values ('m3', '{"en":"New"}', '{"en":"Added after."}')`));
      const read = async (query: string) => ((await tx.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;
      const found = {
        team: await read(`select id, role, bio, skills from team_members order by id`),
        services: await read(`select turnaround from services`),
        showrooms: await read(`select name, address_lines, city from store_locations`),
      };
      await tx.execute(sql.raw(`set local search_path to public`));
      await tx.execute(sql.raw(`drop schema before_0044 cascade`));
      return found;
    });
    expect(rows.team).toEqual([
      { id: 'm1', role: { en: 'Head Karigar' }, bio: { en: 'Fourth generation.' }, skills: { en: ['Kundan setting', 'Meenakari'] } },
      { id: 'm2', role: { en: 'Gemologist' }, bio: { en: 'Grades stones.' }, skills: { en: [] } },
      { id: 'm3', role: { en: 'New' }, bio: { en: 'Added after.' }, skills: { en: [] } },
    ]);
    expect(rows.services).toEqual([{ turnaround: { en: '3-5 days' } }]);
    expect(rows.showrooms).toEqual([{ name: { en: 'Chennai, T. Nagar' }, address_lines: { en: ['12 Usman Road', 'Chennai 600017'] }, city: { en: 'Chennai' } }]);
  });
});
