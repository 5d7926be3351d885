import { asc, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_BRAND_MESSAGES as M, type AdminBrand, type AdminBrandCreate, type AdminBrandListQuery, type AdminBrandUpdate } from '@aabhushan/shared/schemas/admin-brands';
import type { Database } from '../../../db/client';
import { brands, products } from '../../../db/schema/index';
import { escapeLike } from '../../../lib/escape-like';
import { createRecordStore, refuse, type RecordResource, type RecordStore } from '../record-store';
import { countPiecesBy, pieceCountOf, usedByPieces } from '../catalogue-writes';
import { freeSlugFor } from '../free-slug';

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

function where({ q }: AdminBrandListQuery): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(brands.name, pattern), ilike(brands.slug, pattern));
}

/** Staff's brands (issue 13), each with its number of pieces; a brand is deleted only when no piece (published or not) carries it. */
export const brandsResource: RecordResource<BrandRow, AdminBrand, AdminBrandCreate, AdminBrandUpdate, AdminBrandListQuery> = {
  entity: 'brand',
  table: brands,
  messages: { notFound: M.notFound, created: M.created, updated: M.updated, deleted: M.deleted, slugTaken: M.slugTaken },
  present: async (rows, db) => {
    const counts = await countPiecesBy(db, products.brandId, rows);
    return rows.map((row) => present(row, pieceCountOf(counts, row.id)));
  },
  where,
  orderBy: [asc(sql`lower(${brands.name})`), asc(brands.id)],
  createColumns: async (body, tx) => ({ ...body, slug: body.slug || (await freeSlugFor(tx, brands, brands.slug, body.name)) }),
  updateColumns: async (changes) => changes,
  async refuseDelete(row, tx) {
    const pieces = pieceCountOf(await countPiecesBy(tx, products.brandId, [row]), row.id);
    return pieces > 0 ? refuse(409, M.inUse(pieces)) : undefined;
  },
  deleteConflict: (id, error, db) => usedByPieces(db, error, products.brandId, id, M.inUse),
};

export const createAdminBrandsService = (db: Database, catalogueChanged: () => void) => createRecordStore(db, brandsResource, catalogueChanged);
export type AdminBrandsService = RecordStore<AdminBrand, AdminBrandCreate, AdminBrandUpdate, AdminBrandListQuery>;
