import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { paiseToRupees, rupeesToPaise } from '@aabhushan/shared/rules/money';
import {
  ADMIN_SERVICE_MESSAGES as M,
  type AdminService,
  type AdminServiceCreate,
  type AdminServiceListQuery,
  type AdminServiceUpdate,
} from '@aabhushan/shared/schemas/admin-services';
import type { Database } from '../../../db/client';
import { services } from '../../../db/schema/index';
import { escapeLike } from '../../../lib/escape-like';
import { inEveryLanguage } from '../../../lib/in-every-language';
import { missingTranslationSql } from '../missing-translation';
import { definedOnly, refuse, type RecordResource, type Refusal } from '../record-store';
import { freeSlugFor } from '../free-slug';

type ServiceRow = typeof services.$inferSelect;

async function childCounts(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ parentId: services.parentId, n: count() }).from(services).where(inArray(services.parentId, ids)).groupBy(services.parentId);
  return new Map(rows.map((row) => [row.parentId!, row.n]));
}

async function present(rows: ServiceRow[], db: Database): Promise<AdminService[]> {
  const children = await childCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    slug: row.slug,
    title: row.title,
    description: row.description,
    icon: row.icon,
    priceFrom: row.priceFromPaise === null ? null : paiseToRupees(row.priceFromPaise),
    turnaround: row.turnaround,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    children: children.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Two levels only: a parent is a top-level service, never the service itself. */
async function checkParent(tx: Database, parentId: string | null | undefined, self?: ServiceRow): Promise<Refusal | undefined> {
  if (!parentId) return undefined;
  const [parent] = await tx.select({ id: services.id, parentId: services.parentId }).from(services).where(eq(services.id, parentId)).limit(1);
  if (!parent || parent.parentId !== null || parent.id === self?.id) return refuse(400, M.parent);
  if (self && ((await childCounts(tx, [self.id])).get(self.id) ?? 0) > 0) return refuse(400, M.parentHasChildren);
  return undefined;
}

/** The columns for the fields sent: paise for rupees; a text sent replaces the saved one, a language left out being missing. */
function columnsOf(fields: AdminServiceUpdate): Partial<typeof services.$inferInsert> {
  const { priceFrom, ...rest } = fields;
  const columns: Partial<typeof services.$inferInsert> = definedOnly(rest);
  if (priceFrom !== undefined) columns.priceFromPaise = priceFrom === null ? null : rupeesToPaise(priceFrom);
  return columns;
}

function where({ q, parent, state, missing }: AdminServiceListQuery): SQL | undefined {
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  return and(
    pattern ? or(ilike(inEveryLanguage(services.title), pattern), ilike(services.slug, pattern)) : undefined,
    parent === 'root' ? isNull(services.parentId) : parent ? eq(services.parentId, parent) : undefined,
    state ? eq(services.isActive, state === 'active') : undefined,
    missing ? missingTranslationSql([services.title, services.description, services.turnaround], missing) : undefined,
  );
}

/** Workshop services on the staff side; one with services under it is not deleted. */
export const servicesResource: RecordResource<ServiceRow, AdminService, AdminServiceCreate, AdminServiceUpdate, AdminServiceListQuery> = {
  entity: 'service',
  table: services,
  messages: { notFound: M.notFound, created: M.created, updated: M.updated, deleted: M.deleted, slugTaken: M.slugTaken },
  present,
  where,
  // Each top-level service followed by those under it, in their order.
  orderBy: [
    asc(sql`coalesce((select parent.sort_order from services parent where parent.id = ${services.parentId}), ${services.sortOrder})`),
    asc(sql`coalesce(${services.parentId}, ${services.id})`),
    asc(sql`${services.parentId} is not null`),
    asc(services.sortOrder),
    asc(services.id),
  ],
  async createColumns(body, tx) {
    const refusal = await checkParent(tx, body.parentId);
    if (refusal) return refusal;
    return { ...columnsOf(body), parentId: body.parentId ?? null, slug: body.slug ?? (await freeSlugFor(tx, services, services.slug, body.title.en)) };
  },
  async updateColumns(changes, before, tx) {
    const refusal = await checkParent(tx, changes.parentId, before);
    return refusal ?? columnsOf(changes);
  },
  state: { actions: { on: 'activate', off: 'deactivate' }, messages: { on: M.activated, off: M.deactivated }, columns: (on) => ({ isActive: on }) },
  async refuseDelete(row, tx) {
    const children = (await childCounts(tx, [row.id])).get(row.id) ?? 0;
    return children > 0 ? refuse(409, M.hasChildren(children)) : undefined;
  },
};
