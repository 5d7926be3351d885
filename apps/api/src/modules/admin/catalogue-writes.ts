import { count, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/index';
import type { AnswerDrops } from '../public-answers/answer-drops.service';
import { refuse, type Refusal } from './record-store';

/** How many pieces (published or not) each of `rows` has, by the products' column that points at them. */
export async function countPiecesBy(db: Database, column: PgColumn, rows: ReadonlyArray<{ id: string }>): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const counted = await db
    .select({ id: column, n: count() })
    .from(products)
    .where(inArray(column, rows.map((row) => row.id)))
    .groupBy(column);
  return new Map(counted.map((row) => [row.id as string, row.n]));
}

export const pieceCountOf = (counts: Map<string, number>, id: string) => counts.get(id) ?? 0;

/**
 * A delete the database refused because a piece was given the category or brand meanwhile
 * (foreign_key_violation, 23503): said as staff read it, with how many pieces use it now.
 */
export async function usedByPieces(db: Database, error: unknown, column: PgColumn, id: string, inUse: (count: number) => string): Promise<Refusal | undefined> {
  if (!isForeignKeyViolation(error)) return undefined;
  const [used] = await db.select({ n: count() }).from(products).where(eq(column, id));
  return refuse(409, inUse(used?.n ?? 1));
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/**
 * Call after a category or brand write has committed. Their names and slugs are in every
 * listing, facet count, search result, product page and card (whose built JSON the catalogue
 * keeps beside the answers), and in the navigation's category list, so the whole public answer
 * cache goes, with the caches cleared with it (catalogue.service.ts), as a change of metal rates does,
 * here and on the other instances.
 */
export function createCatalogueChanged(drops: AnswerDrops): () => void {
  return () => drops.drop({ kind: 'everything' });
}
