import { and, asc, count, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { banners } from '../../db/schema/index';
import type { BannerType } from '@aabhushan/shared/schemas/banners';

export type BannerRow = typeof banners.$inferSelect;

/** Active banners whose dates include `now` (open ends allowed), in display order. */
export async function findLiveBannerPage(
  db: Database,
  { now, type, page, limit }: { now: Date; type?: BannerType; page: number; limit: number },
): Promise<{ rows: BannerRow[]; total: number }> {
  const where = and(
    eq(banners.isActive, true),
    or(isNull(banners.startsAt), lte(banners.startsAt, now)),
    or(isNull(banners.endsAt), gt(banners.endsAt, now)),
    type ? eq(banners.bannerType, type) : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(banners).where(where);
  const rows = await db
    .select()
    .from(banners)
    .where(where)
    .orderBy(asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, total: Number(totalRow?.total ?? 0) };
}
