import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, users } from '../../db/schema/index';

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddressRow = typeof addresses.$inferInsert;

const oldestFirst = [asc(addresses.createdAt), asc(addresses.id)] as const;

/** The customer's addresses, the first added first. */
export function listAddressRows(db: Database, userId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(...oldestFirst);
}

const ownAddressQuery = (db: Database) =>
  db.select().from(addresses).where(and(eq(addresses.id, sql.placeholder('addressId')), eq(addresses.userId, sql.placeholder('userId')))).limit(1);

/** The customer's own address by id, on any handle (a transaction included); another customer's is not found. */
export async function findOwnAddressRow(db: Database, userId: string, addressId: string): Promise<AddressRow | undefined> {
  return (await ownAddressQuery(db).execute({ userId, addressId }))[0];
}

/**
 * The same read as a statement prepared once (placing an order reads it
 * every time). Only for the pool itself: a prepared query runs outside any transaction.
 */
export function prepareOwnAddressRead(db: Database): (userId: string, addressId: string) => Promise<AddressRow | undefined> {
  const prepared = ownAddressQuery(db).prepare('address_own_read');
  return async (userId, addressId) => (await prepared.execute({ userId, addressId }))[0];
}

/**
 * Locks the customer's row: every change of one customer's address book queues behind it, so
 * two tabs adding a first address, or racing to set defaults, still leave exactly one default.
 */
export async function lockAddressBook(tx: Database, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

export async function countAddresses(tx: Database, userId: string): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.total ?? 0;
}

export async function insertAddressRow(tx: Database, row: NewAddressRow): Promise<AddressRow> {
  const [inserted] = await tx.insert(addresses).values(row).returning();
  return inserted!;
}

export async function updateAddressRow(tx: Database, userId: string, addressId: string, fields: Partial<NewAddressRow>): Promise<AddressRow | undefined> {
  const [updated] = await tx
    .update(addresses)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  return updated;
}

/** Clears the default flag of every other address of the customer (before flagging `keepId`). */
export async function clearOtherDefaults(tx: Database, userId: string, keepId: string): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(and(eq(addresses.userId, userId), ne(addresses.id, keepId), eq(addresses.isDefault, true)));
}

export async function deleteAddressRow(tx: Database, userId: string, addressId: string): Promise<AddressRow | undefined> {
  const [deleted] = await tx.delete(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId))).returning();
  return deleted;
}
