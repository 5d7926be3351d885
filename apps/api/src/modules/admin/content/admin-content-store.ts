import { count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { newId } from '../../../lib/new-id';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { recordAudit } from '../audit';

export type Refusal = { ok: false; status: 400 | 404 | 409; message: string };
export type ContentOutcome<J> = { ok: true; item: J; message: string } | Refusal;
export const refuse = (status: 400 | 404 | 409, message: string): Refusal => ({ ok: false, status, message });
/** The fields that were sent (an absent field keeps its saved value). */
export const definedOnly = <T extends object>(fields: T) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;

const isRefusal = (value: unknown): value is Refusal => (value as Refusal | undefined)?.ok === false;

type ContentTable = PgTable & { id: PgColumn; updatedAt: PgColumn };
type Columns = Record<string, unknown>;

/** What one content resource (blog posts, FAQs, ...) tells the store about itself. */
export interface ContentResource<Row, J, Create, Update, Query> {
  /** The audit's entity type and the start of its actions: 'blog-post' -> 'blog-post.create'. */
  entity: string;
  table: ContentTable;
  messages: { notFound: string; created: string; updated: string; deleted: string; on: string; off: string; slugTaken?: string };
  /** The audit's action names for switching on and off ('publish', 'activate', ...). */
  stateActions: { on: string; off: string };
  present: (rows: Row[], db: Database) => Promise<J[]> | J[];
  where: (query: Query) => SQL | undefined;
  orderBy: SQL[];
  /** The columns for a new row, or why it cannot be made. */
  createColumns: (body: Create, tx: Database) => Promise<Columns | Refusal>;
  /** The columns for the fields sent, checked against the saved row. */
  updateColumns: (changes: Update, before: Row, tx: Database) => Promise<Columns | Refusal>;
  stateColumns: (on: boolean) => Columns;
  /** Why a row may not be deleted (a service with services under it), if it may not. */
  refuseDelete?: (row: Row, tx: Database) => Promise<Refusal | undefined>;
}

/**
 * The staff side's writes to one content table: each in a transaction with its audit row, and
 * once committed the public content answers are dropped (`contentChanged`), so the storefront
 * shows the change at once.
 */
export function createContentStore<Row extends { id: string }, J, Create, Update, Query extends { page: number; limit: number }>(
  db: Database,
  resource: ContentResource<Row, J, Create, Update, Query>,
  contentChanged: () => void,
) {
  const { table, entity, messages: M } = resource;
  const one = async (tx: Database, id: string, lock = false): Promise<Row | undefined> => {
    const query = tx.select().from(table as PgTable).where(eq(table.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row as Row | undefined;
  };
  const presentOne = async (row: Row, tx: Database) => (await resource.present([row], tx))[0]!;

  /** Runs a write; a unique slug taken becomes its 409, and the public answers are dropped after a commit. */
  async function write(change: () => Promise<ContentOutcome<J>>): Promise<ContentOutcome<J>> {
    try {
      const outcome = await change();
      if (outcome.ok) contentChanged();
      return outcome;
    } catch (error) {
      if (M.slugTaken && isUniqueViolation(error)) return refuse(409, M.slugTaken);
      throw error;
    }
  }

  /** Changes a saved row inside a transaction and audits it with `action`. */
  const change = (actorId: string, id: string, action: string, message: string, columnsOf: (before: Row, tx: Database) => Promise<Columns | Refusal>) =>
    write(() =>
      db.transaction(async (tx) => {
        const row = await one(tx, id, true);
        if (!row) return refuse(404, M.notFound);
        const columns = await columnsOf(row, tx);
        if (isRefusal(columns)) return columns;
        const before = await presentOne(row, tx);
        await tx.update(table).set({ ...columns, updatedAt: new Date() }).where(eq(table.id, id));
        const after = await presentOne((await one(tx, id))!, tx);
        await recordAudit(tx, { actorId, action: `${entity}.${action}`, entityType: entity, entityId: id, before, after });
        return { ok: true as const, item: after, message };
      }),
    );

  return {
    async list(query: Query): Promise<{ items: J[]; total: number }> {
      const where = resource.where(query);
      const [rows, [counted]] = await Promise.all([
        db.select().from(table as PgTable).where(where).orderBy(...resource.orderBy).limit(query.limit).offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(table as PgTable).where(where),
      ]);
      return { items: await resource.present(rows as Row[], db), total: counted?.total ?? 0 };
    },

    async get(id: string): Promise<J | undefined> {
      const row = await one(db, id);
      return row && presentOne(row, db);
    },

    create: (actorId: string, body: Create) =>
      write(() =>
        db.transaction(async (tx) => {
          const columns = await resource.createColumns(body, tx);
          if (isRefusal(columns)) return columns;
          const id = newId();
          await tx.insert(table).values({ ...columns, id });
          const created = await presentOne((await one(tx, id))!, tx);
          await recordAudit(tx, { actorId, action: `${entity}.create`, entityType: entity, entityId: id, before: null, after: created });
          return { ok: true as const, item: created, message: M.created };
        }),
      ),

    update: (actorId: string, id: string, changes: Update) => change(actorId, id, 'update', M.updated, (before, tx) => resource.updateColumns(changes, before, tx)),

    setState: (actorId: string, id: string, on: boolean) =>
      change(actorId, id, on ? resource.stateActions.on : resource.stateActions.off, on ? M.on : M.off, async () => resource.stateColumns(on)),

    remove: (actorId: string, id: string) =>
      write(() =>
        db.transaction(async (tx) => {
          const row = await one(tx, id, true);
          if (!row) return refuse(404, M.notFound);
          const refusal = await resource.refuseDelete?.(row, tx);
          if (refusal) return refusal;
          const before = await presentOne(row, tx);
          await tx.delete(table).where(eq(table.id, id));
          await recordAudit(tx, { actorId, action: `${entity}.delete`, entityType: entity, entityId: id, before, after: null });
          return { ok: true as const, item: before, message: M.deleted };
        }),
      ),
  };
}

export type ContentStore<J, Create, Update, Query> = {
  list(query: Query): Promise<{ items: J[]; total: number }>;
  get(id: string): Promise<J | undefined>;
  create(actorId: string, body: Create): Promise<ContentOutcome<J>>;
  update(actorId: string, id: string, changes: Update): Promise<ContentOutcome<J>>;
  setState(actorId: string, id: string, on: boolean): Promise<ContentOutcome<J>>;
  remove(actorId: string, id: string): Promise<ContentOutcome<J>>;
};
