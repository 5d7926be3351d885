import { and, asc, count, ilike, or, sql, type SQL } from 'drizzle-orm';
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
import { createRecordStore, refuse, type RecordResource, type RecordStore } from '../record-store';
import { countPiecesBy, pieceCountOf, usedByPieces } from '../catalogue-writes';
import { freeSlugFor } from '../free-slug';
import { missingTranslationSql } from '../missing-translation';

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

function where({ q, missing }: AdminCategoryListQuery): SQL | undefined {
  const pattern = `%${escapeLike(q ?? '')}%`;
  return and(
    q ? or(ilike(sql`${categories.name}->>'en'`, pattern), ilike(categories.slug, pattern)) : undefined,
    missing ? missingTranslationSql([categories.name, categories.shortDescription], missing) : undefined,
  );
}

/**
 * Staff's categories (issue 13), each with its number of pieces (published or not). A category
 * is deleted only when nothing uses it: no piece and no coupon's scope. A new name or slug
 * re-indexes its pieces for search (trigger of migration 0003).
 */
export const categoriesResource: RecordResource<CategoryRow, AdminCategory, AdminCategoryCreate, AdminCategoryUpdate, AdminCategoryListQuery> = {
  entity: 'category',
  table: categories,
  messages: { notFound: M.notFound, created: M.created, updated: M.updated, deleted: M.deleted, slugTaken: M.slugTaken },
  present: async (rows, db) => {
    const counts = await countPiecesBy(db, products.categoryId, rows);
    return rows.map((row) => present(row, pieceCountOf(counts, row.id)));
  },
  where,
  orderBy: [asc(categories.sortOrder), asc(categories.slug)],
  createColumns: async (body, tx) => ({ ...body, slug: body.slug || (await freeSlugFor(tx, categories, categories.slug, body.name.en)) }),
  updateColumns: async (changes) => changes,
  async refuseDelete(row, tx) {
    const pieces = pieceCountOf(await countPiecesBy(tx, products.categoryId, [row]), row.id);
    if (pieces > 0) return refuse(409, M.inUse(pieces));
    const [scoped] = await tx.select({ n: count() }).from(coupons).where(sql`${row.id} = any(${coupons.applicableCategories})`);
    return scoped!.n > 0 ? refuse(409, M.inCoupons(scoped!.n)) : undefined;
  },
  deleteConflict: (id, error, db) => usedByPieces(db, error, products.categoryId, id, M.inUse),
};

export const createAdminCategoriesService = (db: Database, catalogueChanged: () => void) => createRecordStore(db, categoriesResource, catalogueChanged);
export type AdminCategoriesService = RecordStore<AdminCategory, AdminCategoryCreate, AdminCategoryUpdate, AdminCategoryListQuery>;
