import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_BRAND_MESSAGES as M, type AdminBrand, type AdminBrandCreate, type AdminBrandListQuery, type AdminBrandUpdate } from '@aabhushan/shared/schemas/admin-brands';
import type { Database } from '../../../db/client';
import { brands, products } from '../../../db/schema/index';
import { escapeLike } from '../../../lib/escape-like';
import { newId } from '../../../lib/new-id';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { recordAudit } from '../audit';
import { chooseFreeSlug, isForeignKeyViolation, refuse, type Refusal } from '../catalogue-writes';

export type AdminBrandOutcome = { ok: true; brand: AdminBrand; message: string } | Refusal;

type BrandRow = typeof brands.$inferSelect;

const present = (row: BrandRow, productCount: number): AdminBrand => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  logoUrl: row.logoUrl,
  productCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Every piece carrying the brand, published or not: what keeps it from being deleted. */
const productCount = sql<number>`cast(count(${products.id}) as integer)`;

function listConditions({ q }: AdminBrandListQuery): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(brands.name, pattern), ilike(brands.slug, pattern));
}

/** Staff's brands (issue 13): writes audited in their transaction, the catalogue's public answers cleared after them. */
export function createAdminBrandsService(db: Database, { catalogueChanged }: { catalogueChanged: () => void }) {
  async function findOne(tx: Database, id: string): Promise<AdminBrand | undefined> {
    const [row] = await tx.select({ brand: brands, productCount }).from(brands).leftJoin(products, eq(products.brandId, brands.id)).where(eq(brands.id, id)).groupBy(brands.id);
    return row && present(row.brand, row.productCount);
  }

  const isSlugTaken = async (tx: Database, slug: string, exceptId?: string) =>
    (await tx.select({ id: brands.id }).from(brands).where(and(eq(brands.slug, slug), exceptId ? ne(brands.id, exceptId) : undefined)).limit(1)).length > 0;

  return {
    async list(query: AdminBrandListQuery) {
      const where = listConditions(query);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ brand: brands, productCount })
          .from(brands)
          .leftJoin(products, eq(products.brandId, brands.id))
          .where(where)
          .groupBy(brands.id)
          .orderBy(asc(sql`lower(${brands.name})`), asc(brands.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(brands).where(where),
      ]);
      return { brands: rows.map((row) => present(row.brand, row.productCount)), total: counted?.total ?? 0 };
    },

    get: (id: string) => findOne(db, id),

    async create(actorId: string, body: AdminBrandCreate): Promise<AdminBrandOutcome> {
      const slug = await chooseFreeSlug((candidate) => isSlugTaken(db, candidate), body.slug || undefined, body.name);
      if (!slug) return refuse(409, M.slugTaken);
      const id = newId();
      try {
        const brand = await db.transaction(async (tx) => {
          await tx.insert(brands).values({ ...body, id, slug });
          const created = (await findOne(tx, id))!;
          await recordAudit(tx, { actorId, action: 'brand.create', entityType: 'brand', entityId: id, before: null, after: created });
          return created;
        });
        catalogueChanged();
        return { ok: true, brand, message: M.created };
      } catch (error) {
        if (isUniqueViolation(error)) return refuse(409, M.slugTaken);
        throw error;
      }
    },

    async update(actorId: string, id: string, changes: AdminBrandUpdate): Promise<AdminBrandOutcome> {
      try {
        const outcome = await db.transaction(async (tx): Promise<AdminBrandOutcome> => {
          const [locked] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).for('update');
          if (!locked) return refuse(404, M.notFound);
          if (changes.slug && (await isSlugTaken(tx, changes.slug, id))) return refuse(409, M.slugTaken);
          const before = (await findOne(tx, id))!;
          await tx.update(brands).set({ ...changes, updatedAt: new Date() }).where(eq(brands.id, id));
          const after = (await findOne(tx, id))!;
          await recordAudit(tx, { actorId, action: 'brand.update', entityType: 'brand', entityId: id, before, after });
          return { ok: true, brand: after, message: M.updated };
        });
        if (outcome.ok) catalogueChanged();
        return outcome;
      } catch (error) {
        if (isUniqueViolation(error)) return refuse(409, M.slugTaken);
        throw error;
      }
    },

    /** Only a brand no piece (published or not) carries. */
    async remove(actorId: string, id: string): Promise<{ ok: true; message: string } | Refusal> {
      try {
        const outcome = await db.transaction(async (tx): Promise<{ ok: true; message: string } | Refusal> => {
          const [locked] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).for('update');
          if (!locked) return refuse(404, M.notFound);
          const before = (await findOne(tx, id))!;
          if (before.productCount > 0) return refuse(409, M.inUse(before.productCount));
          await tx.delete(brands).where(eq(brands.id, id));
          await recordAudit(tx, { actorId, action: 'brand.delete', entityType: 'brand', entityId: id, before, after: null });
          return { ok: true, message: M.deleted };
        });
        if (outcome.ok) catalogueChanged();
        return outcome;
      } catch (error) {
        // A piece was given the brand while it was being deleted.
        if (isForeignKeyViolation(error)) {
          const [used] = await db.select({ n: count() }).from(products).where(eq(products.brandId, id));
          return refuse(409, M.inUse(used?.n ?? 1));
        }
        throw error;
      }
    },
  };
}

export type AdminBrandsService = ReturnType<typeof createAdminBrandsService>;
