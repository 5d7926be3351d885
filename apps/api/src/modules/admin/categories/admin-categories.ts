import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_CATEGORY_MESSAGES as M,
  type AdminCategory,
  type AdminCategoryCreate,
  type AdminCategoryListQuery,
  type AdminCategoryUpdate,
} from '@aabhushan/shared/schemas/admin-categories';
import type { Database } from '../../../db/client';
import { categories, coupons, products } from '../../../db/schema/index';
import { escapeLike } from '../../../lib/escape-like';
import { newId } from '../../../lib/new-id';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { recordAudit } from '../audit';
import { chooseFreeSlug, isForeignKeyViolation, refuse, type Refusal } from '../catalogue-writes';

export type AdminCategoryOutcome = { ok: true; category: AdminCategory; message: string } | Refusal;

type CategoryRow = typeof categories.$inferSelect;

const present = (row: CategoryRow, productCount: number): AdminCategory => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  shortDescription: row.shortDescription,
  thumbnailUrl: row.thumbnailUrl,
  iconUrl: row.iconUrl,
  attributes: row.attributes,
  isFeatured: row.isFeatured,
  sortOrder: row.sortOrder,
  productCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Every piece in the category, published or not: what keeps it from being deleted. */
const productCount = sql<number>`cast(count(${products.id}) as integer)`;

function listConditions({ q }: AdminCategoryListQuery): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(sql`${categories.name}->>'en'`, pattern), ilike(categories.slug, pattern));
}

/** Staff's categories (issue 13): writes audited in their transaction, the catalogue's public answers cleared after them. */
export function createAdminCategoriesService(db: Database, { catalogueChanged }: { catalogueChanged: () => void }) {
  async function findOne(tx: Database, id: string): Promise<AdminCategory | undefined> {
    const [row] = await tx
      .select({ category: categories, productCount })
      .from(categories)
      .leftJoin(products, eq(products.categoryId, categories.id))
      .where(eq(categories.id, id))
      .groupBy(categories.id);
    return row && present(row.category, row.productCount);
  }

  const isSlugTaken = async (tx: Database, slug: string, exceptId?: string) =>
    (await tx.select({ id: categories.id }).from(categories).where(and(eq(categories.slug, slug), exceptId ? ne(categories.id, exceptId) : undefined)).limit(1)).length > 0;

  return {
    async list(query: AdminCategoryListQuery) {
      const where = listConditions(query);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ category: categories, productCount })
          .from(categories)
          .leftJoin(products, eq(products.categoryId, categories.id))
          .where(where)
          .groupBy(categories.id)
          .orderBy(asc(categories.sortOrder), asc(categories.slug))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(categories).where(where),
      ]);
      return { categories: rows.map((row) => present(row.category, row.productCount)), total: counted?.total ?? 0 };
    },

    get: (id: string) => findOne(db, id),

    async create(actorId: string, body: AdminCategoryCreate): Promise<AdminCategoryOutcome> {
      const slug = await chooseFreeSlug((candidate) => isSlugTaken(db, candidate), body.slug || undefined, body.name.en);
      if (!slug) return refuse(409, M.slugTaken);
      const id = newId();
      try {
        const category = await db.transaction(async (tx) => {
          await tx.insert(categories).values({ ...body, id, slug });
          const created = (await findOne(tx, id))!;
          await recordAudit(tx, { actorId, action: 'category.create', entityType: 'category', entityId: id, before: null, after: created });
          return created;
        });
        catalogueChanged();
        return { ok: true, category, message: M.created };
      } catch (error) {
        if (isUniqueViolation(error)) return refuse(409, M.slugTaken);
        throw error;
      }
    },

    async update(actorId: string, id: string, changes: AdminCategoryUpdate): Promise<AdminCategoryOutcome> {
      try {
        const outcome = await db.transaction(async (tx): Promise<AdminCategoryOutcome> => {
          const [locked] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('update');
          if (!locked) return refuse(404, M.notFound);
          if (changes.slug && (await isSlugTaken(tx, changes.slug, id))) return refuse(409, M.slugTaken);
          const before = (await findOne(tx, id))!;
          // A new name or slug re-indexes the category's pieces for search (trigger of migration 0003).
          await tx.update(categories).set({ ...changes, updatedAt: new Date() }).where(eq(categories.id, id));
          const after = (await findOne(tx, id))!;
          await recordAudit(tx, { actorId, action: 'category.update', entityType: 'category', entityId: id, before, after });
          return { ok: true, category: after, message: M.updated };
        });
        if (outcome.ok) catalogueChanged();
        return outcome;
      } catch (error) {
        if (isUniqueViolation(error)) return refuse(409, M.slugTaken);
        throw error;
      }
    },

    /** Only a category nothing uses: no piece (published or not) and no coupon's scope. */
    async remove(actorId: string, id: string): Promise<{ ok: true; message: string } | Refusal> {
      try {
        const outcome = await db.transaction(async (tx): Promise<{ ok: true; message: string } | Refusal> => {
          const [locked] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('update');
          if (!locked) return refuse(404, M.notFound);
          const before = (await findOne(tx, id))!;
          if (before.productCount > 0) return refuse(409, M.inUse(before.productCount));
          const [scoped] = await tx.select({ n: count() }).from(coupons).where(sql`${id} = any(${coupons.applicableCategories})`);
          if (scoped!.n > 0) return refuse(409, M.inCoupons(scoped!.n));
          await tx.delete(categories).where(eq(categories.id, id));
          await recordAudit(tx, { actorId, action: 'category.delete', entityType: 'category', entityId: id, before, after: null });
          return { ok: true, message: M.deleted };
        });
        if (outcome.ok) catalogueChanged();
        return outcome;
      } catch (error) {
        // A piece was given the category while it was being deleted.
        if (isForeignKeyViolation(error)) {
          const [used] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, id));
          return refuse(409, M.inUse(used?.n ?? 1));
        }
        throw error;
      }
    },
  };
}

export type AdminCategoriesService = ReturnType<typeof createAdminCategoriesService>;
