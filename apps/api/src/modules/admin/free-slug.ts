import { eq, like, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { escapeLike } from '../../lib/escape-like';
import { slugFromName } from './products/admin-products.service';

/** A slug from a title that no other row of `table` uses: "Care for pearls" -> "care-for-pearls", else "care-for-pearls-2", ... */
export async function freeSlugFor(tx: Database, table: PgTable, column: PgColumn, title: string): Promise<string> {
  const base = slugFromName(title);
  const rows = await tx
    .select({ slug: column })
    .from(table)
    .where(or(eq(column, base), like(column, `${escapeLike(base)}-%`)));
  const taken = new Set(rows.map((row) => row.slug as string));
  if (!taken.has(base)) return base;
  let number = 2;
  while (taken.has(`${base}-${number}`)) number += 1;
  return `${base}-${number}`;
}
