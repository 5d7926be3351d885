import { and, asc, desc, ilike, or, type SQL } from 'drizzle-orm';
import { ADMIN_SHOWROOM_MESSAGES as M, type AdminShowroom, type AdminShowroomListQuery, type AdminShowroomUpdate } from '@aabhushan/shared/schemas/admin-showrooms';
import { storeLocations } from '../../../db/schema/index';
import { escapeLike } from '../../../lib/escape-like';
import { inEveryLanguage } from '../../../lib/in-every-language';
import { missingListTranslationSql, missingTranslationSql } from '../missing-translation';
import { definedOnly, refuse, type RecordResource } from '../record-store';

type ShowroomRow = typeof storeLocations.$inferSelect;

const present = (row: ShowroomRow): AdminShowroom => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  addressLines: row.addressLines,
  city: row.city,
  phone: row.phone,
  email: row.email,
  isFlagship: row.isFlagship,
  sortOrder: row.sortOrder,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function where({ q, missing }: AdminShowroomListQuery): SQL | undefined {
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  return and(
    pattern ? or(ilike(inEveryLanguage(storeLocations.name), pattern), ilike(inEveryLanguage(storeLocations.city), pattern), ilike(storeLocations.slug, pattern)) : undefined,
    missing ? or(missingTranslationSql([storeLocations.name, storeLocations.city], missing), missingListTranslationSql(storeLocations.addressLines, missing)) : undefined,
  );
}

/**
 * Showrooms on the staff side: their name, address and city in the four languages. A showroom's
 * hours and place on the map are set up with the store (the appointment settings build on them),
 * so staff neither add nor delete one here: the routes offer no create, state or delete.
 */
export const showroomsResource: RecordResource<ShowroomRow, AdminShowroom, never, AdminShowroomUpdate, AdminShowroomListQuery> = {
  entity: 'showroom',
  table: storeLocations,
  messages: { notFound: M.notFound, created: M.updated, updated: M.updated, deleted: M.updated },
  present: (rows) => rows.map(present),
  where,
  // As the store locator lists them: the flagship first.
  orderBy: [desc(storeLocations.isFlagship), asc(storeLocations.sortOrder), asc(storeLocations.id)],
  createColumns: async () => refuse(400, M.notFound),
  updateColumns: async (changes) => definedOnly(changes),
};
