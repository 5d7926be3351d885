import { and, asc, count, eq, gt, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_BANNER_MESSAGES as M,
  checkBannerConsistency,
  type AdminBanner,
  type AdminBannerCreate,
  type AdminBannerListQuery,
  type AdminBannerUpdate,
} from '@aabhushan/shared/schemas/admin-banners';
import type { Database } from '../../../db/client';
import { banners } from '../../../db/schema/index';
import { escapeLike } from '../../../lib/escape-like';
import { newId } from '../../../lib/new-id';
import type { AnswerDrops } from '../../public-answers/answer-drops.service';
import { recordAudit } from '../audit';
import { missingTranslationSql } from '../missing-translation';
import { refuse, type Refusal } from '../record-store';

export type AdminBannerOutcome = { ok: true; banner: AdminBanner; message: string } | Refusal<400 | 404>;

type BannerRow = typeof banners.$inferSelect;

const present = (row: BannerRow): AdminBanner => ({
  id: row.id,
  bannerType: row.bannerType === 'offer' ? 'offer' : 'hero',
  title: row.title,
  subtitle: row.subtitle,
  description: row.description,
  images: row.images.map(({ url, altText }) => ({ url, altText })),
  ctaText: row.ctaText ?? null,
  ctaLink: row.ctaLink ?? null,
  secondaryCtaText: row.secondaryCtaText ?? null,
  secondaryCtaLink: row.secondaryCtaLink ?? null,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  sortOrder: row.sortOrder,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The columns for the fields staff sent; the first picture is the main one. */
function toColumns(fields: AdminBannerUpdate): Partial<typeof banners.$inferInsert> {
  const { images, startsAt, endsAt, ...rest } = fields;
  const columns: Partial<typeof banners.$inferInsert> = { ...rest };
  if (images !== undefined) columns.images = images.map((image, index) => ({ ...image, isPrimary: index === 0 }));
  if (startsAt !== undefined) columns.startsAt = startsAt === null ? null : new Date(startsAt);
  if (endsAt !== undefined) columns.endsAt = endsAt === null ? null : new Date(endsAt);
  return columns;
}

/** The list's states, as bannerStateAt (schemas/admin-banners.ts) tells them. */
function stateCondition(state: AdminBannerListQuery['state'], now: Date): SQL | undefined {
  const notEnded = or(isNull(banners.endsAt), gt(banners.endsAt, now));
  if (state === 'ended') return lte(banners.endsAt, now);
  if (state === 'off') return and(eq(banners.isActive, false), notEnded);
  if (state === 'scheduled') return and(eq(banners.isActive, true), gt(banners.startsAt, now), notEnded);
  if (state === 'running') return and(eq(banners.isActive, true), or(isNull(banners.startsAt), lte(banners.startsAt, now)), notEnded);
  return undefined;
}

function listConditions({ q, type, state, missing }: AdminBannerListQuery, now: Date): SQL | undefined {
  const conditions: Array<SQL | undefined> = [stateCondition(state, now)];
  if (type) conditions.push(eq(banners.bannerType, type));
  if (missing) conditions.push(missingTranslationSql([banners.title, banners.subtitle, banners.description, banners.ctaText, banners.secondaryCtaText], missing));
  if (q) conditions.push(ilike(sql`${banners.title}->>'en'`, `%${escapeLike(q)}%`));
  return and(...conditions);
}

/** Staff's home page banners (issue 13): writes audited in their transaction, the public banner answers cleared after them. */
export function createAdminBannersService(db: Database, { drops }: { drops: AnswerDrops }) {
  const bannersChanged = () => drops.drop({ kind: 'banners' });

  /** Changes one banner in a transaction (locked, checked with its saved fields, audited). */
  async function change(actorId: string, id: string, action: string, changes: AdminBannerUpdate, message: string): Promise<AdminBannerOutcome> {
    const outcome = await db.transaction(async (tx): Promise<AdminBannerOutcome> => {
      const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
      if (!row) return refuse(404, M.notFound);
      const before = present(row);
      const problems = checkBannerConsistency({ ...before, ...changes });
      if (problems.length > 0) return refuse(400, problems[0]!.message);
      await tx.update(banners).set({ ...toColumns(changes), updatedAt: new Date() }).where(eq(banners.id, id));
      const [saved] = await tx.select().from(banners).where(eq(banners.id, id));
      const after = present(saved!);
      await recordAudit(tx, { actorId, action, entityType: 'banner', entityId: id, before, after });
      return { ok: true, banner: after, message };
    });
    if (outcome.ok) bannersChanged();
    return outcome;
  }

  return {
    async list(query: AdminBannerListQuery, now = new Date()) {
      const where = listConditions(query, now);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(banners)
          .where(where)
          .orderBy(asc(banners.bannerType), asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(banners).where(where),
      ]);
      return { banners: rows.map(present), total: counted?.total ?? 0 };
    },

    async get(id: string) {
      const [row] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
      return row && present(row);
    },

    async create(actorId: string, body: AdminBannerCreate): Promise<AdminBannerOutcome> {
      const id = newId();
      const banner = await db.transaction(async (tx) => {
        await tx.insert(banners).values({ ...toColumns(body), id } as typeof banners.$inferInsert);
        const [row] = await tx.select().from(banners).where(eq(banners.id, id));
        const created = present(row!);
        await recordAudit(tx, { actorId, action: 'banner.create', entityType: 'banner', entityId: id, before: null, after: created });
        return created;
      });
      bannersChanged();
      return { ok: true, banner, message: M.created };
    },

    update: (actorId: string, id: string, changes: AdminBannerUpdate) => change(actorId, id, 'banner.update', changes, M.updated),

    setActive: (actorId: string, id: string, isActive: boolean) =>
      change(actorId, id, isActive ? 'banner.switch-on' : 'banner.switch-off', { isActive }, isActive ? M.switchedOn : M.switchedOff),

    async remove(actorId: string, id: string): Promise<{ ok: true; message: string } | Refusal<404>> {
      const outcome = await db.transaction(async (tx): Promise<{ ok: true; message: string } | Refusal<404>> => {
        const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
        if (!row) return refuse(404, M.notFound);
        await tx.delete(banners).where(eq(banners.id, id));
        await recordAudit(tx, { actorId, action: 'banner.delete', entityType: 'banner', entityId: id, before: present(row), after: null });
        return { ok: true, message: M.deleted };
      });
      if (outcome.ok) bannersChanged();
      return outcome;
    },
  };
}

export type AdminBannersService = ReturnType<typeof createAdminBannersService>;
