import { count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { newId } from '../../lib/new-id';
import { isUniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from './audit';

/** What a staff write answers when it is refused: the status and the sentence staff read. */
export type Refusal<Status extends 400 | 404 | 409 = 400 | 404 | 409> = { ok: false; status: Status; message: string };
export type RecordOutcome<J> = { ok: true; item: J; message: string } | Refusal;
export const refuse = <Status extends 400 | 404 | 409>(status: Status, message: string): Refusal<Status> => ({ ok: false, status, message });
/** The fields that were sent (an absent field keeps its saved value). */
export const definedOnly = <T extends object>(fields: T) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;

const isRefusal = (value: unknown): value is Refusal => (value as Refusal | undefined)?.ok === false;

type StaffTable = PgTable & { id: PgColumn; updatedAt: PgColumn };
type Columns = Record<string, unknown>;

/** What one table staff edit (categories, brands, blog posts, FAQs, ...) tells the store about itself. */
export interface RecordResource<Row, J, Create, Update, Query> {
  /** The audit's entity type and the start of its actions: 'blog-post' -> 'blog-post.create'. */
  entity: string;
  table: StaffTable;
  messages: { notFound: string; created: string; updated: string; deleted: string; slugTaken?: string };
  /** Records switched on and off (published, shown): the audit's action names, messages and columns. */
  state?: { actions: { on: string; off: string }; messages: { on: string; off: string }; columns: (on: boolean) => Columns };
  present: (rows: Row[], db: Database) => Promise<J[]> | J[];
  where: (query: Query) => SQL | undefined;
  orderBy: SQL[];
  /** The columns for a new row, or why it cannot be made. */
  createColumns: (body: Create, tx: Database) => Promise<Columns | Refusal>;
  /** The columns for the fields sent, checked against the saved row. */
  updateColumns: (changes: Update, before: Row, tx: Database) => Promise<Columns | Refusal>;
  /** Why a row may not be deleted (a service with services under it, a category pieces use), if it may not. */
  refuseDelete?: (row: Row, tx: Database) => Promise<Refusal | undefined>;
  /** A delete the database refused (a foreign key: a piece was given the category meanwhile), said as staff read it. */
  deleteConflict?: (id: string, error: unknown, db: Database) => Promise<Refusal | undefined>;
}

/**
 * The staff side's reads and writes of one table: a paged list, one record, create, edit,
 * switch on and off, delete; each write in a transaction with its audit row, and once
 * committed the public answers it affects are dropped (`changed`), so the storefront shows the
 * change at once.
 */
export function createRecordStore<Row extends { id: string }, J, Create, Update, Query extends { page: number; limit: number }>(
  db: Database,
  resource: RecordResource<Row, J, Create, Update, Query>,
  changed: () => void,
) {
  const { table, entity, messages: M } = resource;
  const one = async (tx: Database, id: string, lock = false): Promise<Row | undefined> => {
    const query = tx.select().from(table as PgTable).where(eq(table.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row as Row | undefined;
  };
  const presentOne = async (row: Row, tx: Database) => (await resource.present([row], tx))[0]!;

  /** Runs a write; a unique slug taken becomes its 409, and the public answers are dropped after a commit. */
  async function write(change: () => Promise<RecordOutcome<J>>): Promise<RecordOutcome<J>> {
    try {
      const outcome = await change();
      if (outcome.ok) changed();
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

    setState: (actorId: string, id: string, on: boolean) => {
      const { state } = resource;
      if (!state) throw new Error(`${entity} records are not switched on and off`);
      return change(actorId, id, on ? state.actions.on : state.actions.off, on ? state.messages.on : state.messages.off, async () => state.columns(on));
    },

    async remove(actorId: string, id: string): Promise<RecordOutcome<J>> {
      try {
        return await write(() =>
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
        );
      } catch (error) {
        const refusal = await resource.deleteConflict?.(id, error, db);
        if (refusal) return refusal;
        throw error;
      }
    },
  };
}

export type RecordStore<J, Create, Update, Query> = {
  list(query: Query): Promise<{ items: J[]; total: number }>;
  get(id: string): Promise<J | undefined>;
  create(actorId: string, body: Create): Promise<RecordOutcome<J>>;
  update(actorId: string, id: string, changes: Update): Promise<RecordOutcome<J>>;
  setState(actorId: string, id: string, on: boolean): Promise<RecordOutcome<J>>;
  remove(actorId: string, id: string): Promise<RecordOutcome<J>>;
};
