import { and, asc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { confirmedPhones, orders, users, type OrderAddressSnapshot } from '../../db/schema/index';
import type { SealedColumn } from './sealed-columns';

/**
 * The walkers behind the start-up sealing pass and the key rotation. Both run while the store
 * serves: rows are read in small batches in id order, and each row is written by itself only
 * while it still holds what was read, so a customer's own edit in between wins (and is already
 * sealed under the current key by the server that wrote it).
 */
export const BATCH_SIZE = 200;

const updatedRows = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? []).length;

/** Rewrites the values of one sealed column that `needsWork` selects; answers how many it changed. */
export async function rewriteColumn(db: Database, entry: SealedColumn, needsWork: SQL, rewrite: (value: string, id: string) => string, batchSize = BATCH_SIZE): Promise<number> {
  let cursor = '';
  let changed = 0;
  for (;;) {
    const rows = (await db
      .select({ id: entry.id, value: entry.column })
      .from(entry.table)
      .where(and(isNotNull(entry.column), gt(entry.id, cursor), needsWork))
      .orderBy(asc(entry.id))
      .limit(batchSize)) as Array<{ id: string; value: string }>;
    for (const row of rows) {
      const next = rewrite(row.value, row.id);
      const result = await db.execute(sql`update ${entry.table} set ${sql.identifier(entry.column.name)} = ${next} where ${entry.id} = ${row.id} and ${entry.column} = ${row.value} returning 1`);
      changed += updatedRows(result);
    }
    if (rows.length < batchSize) return changed;
    cursor = rows[rows.length - 1]!.id;
  }
}

export interface OrderValues {
  shippingAddress: OrderAddressSnapshot;
  contactPhoneDigest: string;
}

/** Rewrites the sealed address and the phone digest of the orders `needsWork` selects; answers how many it changed. */
export async function rewriteOrders(db: Database, needsWork: SQL, rewrite: (id: string, stored: OrderValues) => OrderValues, batchSize = BATCH_SIZE): Promise<number> {
  let cursor = '';
  let changed = 0;
  for (;;) {
    const rows = await db
      .select({ id: orders.id, shippingAddress: orders.shippingAddress, contactPhoneDigest: orders.contactPhoneDigest })
      .from(orders)
      .where(and(gt(orders.id, cursor), needsWork))
      .orderBy(asc(orders.id))
      .limit(batchSize);
    for (const row of rows) {
      const next = rewrite(row.id, row);
      const written = await db
        .update(orders)
        .set(next)
        .where(and(eq(orders.id, row.id), eq(orders.contactPhoneDigest, row.contactPhoneDigest), sql`${orders.shippingAddress} = ${JSON.stringify(row.shippingAddress)}::jsonb`))
        .returning({ id: orders.id });
      changed += written.length;
    }
    if (rows.length < batchSize) return changed;
    cursor = rows[rows.length - 1]!.id;
  }
}

/** Writes the account phone's digest where `needsWork` selects it, from the opened phone; answers how many it changed. */
export async function rewriteContactDigests(db: Database, needsWork: SQL, digestOf: (id: string, sealedContact: string) => string | null, batchSize = BATCH_SIZE): Promise<number> {
  let cursor = '';
  let changed = 0;
  for (;;) {
    const rows = (await db
      .select({ id: users.id, contact: users.contact, contactDigest: users.contactDigest })
      .from(users)
      .where(and(isNotNull(users.contact), gt(users.id, cursor), needsWork))
      .orderBy(asc(users.id))
      .limit(batchSize)) as Array<{ id: string; contact: string; contactDigest: string | null }>;
    for (const row of rows) {
      const contactDigest = digestOf(row.id, row.contact);
      // A phone too short to digest stays without one: nothing to write.
      if (contactDigest === row.contactDigest) continue;
      const written = await db
        .update(users)
        .set({ contactDigest })
        .where(and(eq(users.id, row.id), eq(users.contact, row.contact)))
        .returning({ id: users.id });
      changed += written.length;
    }
    if (rows.length < batchSize) return changed;
    cursor = rows[rows.length - 1]!.id;
  }
}

/**
 * Replaces the confirmed-phone digests `needsWork` selects by what `replace` answers (null: leave
 * the row as it is); answers how many it replaced and how many it left.
 */
export async function replaceConfirmedPhones(db: Database, needsWork: SQL, replace: (userId: string, digest: string) => Promise<string | null>, batchSize = BATCH_SIZE): Promise<{ replaced: number; left: number }> {
  let cursor: [string, string] = ['', ''];
  const counts = { replaced: 0, left: 0 };
  for (;;) {
    const rows = await db
      .select()
      .from(confirmedPhones)
      .where(and(sql`(${confirmedPhones.userId}, ${confirmedPhones.phoneDigest}) > (${cursor[0]}, ${cursor[1]})`, needsWork))
      .orderBy(asc(confirmedPhones.userId), asc(confirmedPhones.phoneDigest))
      .limit(batchSize);
    for (const row of rows) {
      const next = await replace(row.userId, row.phoneDigest);
      if (next === null) {
        counts.left += 1;
        continue;
      }
      await db.transaction(async (tx) => {
        await tx.insert(confirmedPhones).values({ ...row, phoneDigest: next }).onConflictDoNothing();
        await tx.delete(confirmedPhones).where(and(eq(confirmedPhones.userId, row.userId), eq(confirmedPhones.phoneDigest, row.phoneDigest)));
      });
      counts.replaced += 1;
    }
    if (rows.length < batchSize) return counts;
    const last = rows[rows.length - 1]!;
    cursor = [last.userId, last.phoneDigest];
  }
}
