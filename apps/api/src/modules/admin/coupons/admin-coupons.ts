import { and, count, desc, eq, gt, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import { rupeesToPaise } from '@aabhushan/shared/rules/money';
import {
  ADMIN_COUPON_MESSAGES as M,
  checkCouponConsistency,
  type AdminCoupon,
  type AdminCouponCreate,
  type AdminCouponListQuery,
  type AdminCouponUpdate,
} from '@aabhushan/shared/schemas/admin-coupons';
import type { Database } from '../../../db/client';
import { categories, coupons, products } from '../../../db/schema/index';
import { escapeLike } from '../../../lib/escape-like';
import { newId } from '../../../lib/new-id';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { toCouponJson, toCouponRecord, type CouponRow } from '../../coupons/coupon.mapper';
import type { AnswerDrops } from '../../public-answers/answer-drops.service';
import { recordAudit } from '../audit';
import { inEveryLanguage } from '../../../lib/in-every-language';
import { missingListTranslationSql, missingTranslationSql } from '../missing-translation';

export type AdminCouponOutcome = { ok: true; coupon: AdminCoupon; message: string } | { ok: false; status: 400 | 404 | 409; message: string };
const refuse = (status: 400 | 404 | 409, message: string) => ({ ok: false as const, status, message });

const present = (row: CouponRow): AdminCoupon => ({ ...toCouponJson(toCouponRecord(row)), terms: row.terms });

/** `value` as stored: percent, paise for a fixed amount, 0 for free shipping. */
const storedValue = (type: string, value: number) => (type === 'fixed' ? rupeesToPaise(value) : type === 'percentage' ? value : 0);

function toColumns(fields: Partial<AdminCouponCreate>, type: string | undefined): Partial<typeof coupons.$inferInsert> {
  const columns: Partial<typeof coupons.$inferInsert> = {};
  for (const key of ['code', 'type', 'title', 'description', 'terms', 'isActive', 'usageLimit', 'userUsageLimit', 'applicableCategories', 'applicableProducts'] as const) {
    if (fields[key] !== undefined) Object.assign(columns, { [key]: fields[key] });
  }
  if (fields.value !== undefined && type) columns.value = storedValue(type, fields.value);
  if (fields.minOrderValue !== undefined) columns.minOrderValuePaise = rupeesToPaise(fields.minOrderValue);
  if (fields.maxDiscountAmount !== undefined) columns.maxDiscountAmountPaise = fields.maxDiscountAmount === null ? null : rupeesToPaise(fields.maxDiscountAmount);
  if (fields.validFrom !== undefined) columns.validFrom = new Date(fields.validFrom);
  if (fields.validUntil !== undefined) columns.validUntil = new Date(fields.validUntil);
  return columns;
}

function listConditions({ q, state, missing }: AdminCouponListQuery, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (q) conditions.push(or(ilike(coupons.code, `%${escapeLike(q)}%`), ilike(inEveryLanguage(coupons.title), `%${escapeLike(q)}%`))!);
  if (missing) conditions.push(or(missingTranslationSql([coupons.title, coupons.description], missing), missingListTranslationSql(coupons.terms, missing))!);
  if (state === 'active') conditions.push(and(eq(coupons.isActive, true), lte(coupons.validFrom, now), gt(coupons.validUntil, now))!);
  if (state === 'scheduled') conditions.push(and(eq(coupons.isActive, true), gt(coupons.validFrom, now))!);
  if (state === 'expired') conditions.push(lte(coupons.validUntil, now));
  if (state === 'inactive') conditions.push(eq(coupons.isActive, false));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Staff's coupons (issue 13): every field, their use so far; writes audited, the public coupon list refreshed. */
export function createAdminCouponsService(db: Database, { drops }: { drops: AnswerDrops }) {
  const couponsChanged = () => drops.drop({ kind: 'coupons' });

  async function scopeExists(fields: Partial<AdminCouponCreate>): Promise<boolean> {
    const categoryIds = [...new Set(fields.applicableCategories ?? [])];
    const productIds = [...new Set(fields.applicableProducts ?? [])];
    const [[foundCategories], [foundProducts]] = await Promise.all([
      categoryIds.length ? db.select({ n: count() }).from(categories).where(inArray(categories.id, categoryIds)) : [{ n: 0 }],
      productIds.length ? db.select({ n: count() }).from(products).where(inArray(products.id, productIds)) : [{ n: 0 }],
    ]);
    return foundCategories!.n === categoryIds.length && foundProducts!.n === productIds.length;
  }

  return {
    async list(query: AdminCouponListQuery, now = new Date()) {
      const where = listConditions(query, now);
      const [rows, [counted]] = await Promise.all([
        db.select().from(coupons).where(where).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(query.limit).offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(coupons).where(where),
      ]);
      return { coupons: rows.map(present), total: counted?.total ?? 0 };
    },

    async get(id: string) {
      const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
      return row && present(row);
    },

    async create(actorId: string, body: AdminCouponCreate): Promise<AdminCouponOutcome> {
      if (!(await scopeExists(body))) return refuse(400, M.unknownScope);
      const id = newId();
      try {
        const coupon = await db.transaction(async (tx) => {
          await tx.insert(coupons).values({ ...toColumns(body, body.type), id } as typeof coupons.$inferInsert);
          const [row] = await tx.select().from(coupons).where(eq(coupons.id, id));
          const created = present(row!);
          await recordAudit(tx, { actorId, action: 'coupon.create', entityType: 'coupon', entityId: id, before: null, after: created });
          return created;
        });
        couponsChanged();
        return { ok: true, coupon, message: M.created };
      } catch (error) {
        if (isUniqueViolation(error)) return refuse(409, M.codeTaken);
        throw error;
      }
    },

    async update(actorId: string, id: string, changes: AdminCouponUpdate): Promise<AdminCouponOutcome> {
      if (!(await scopeExists(changes))) return refuse(400, M.unknownScope);
      try {
        const outcome = await db.transaction(async (tx) => {
          const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
          if (!row) return refuse(404, M.notFound);
          const before = present(row);
          const type = changes.type ?? before.type;
          // A change of type without a value keeps the shown value (10 % stays 10).
          const value = changes.value ?? before.value;
          const problems = checkCouponConsistency({
            type,
            value,
            maxDiscountAmount: changes.maxDiscountAmount !== undefined ? changes.maxDiscountAmount : before.maxDiscountAmount,
            validFrom: changes.validFrom ?? before.validFrom,
            validUntil: changes.validUntil ?? before.validUntil,
          });
          if (problems.length > 0) return refuse(400, problems[0]!.message);
          await tx.update(coupons).set({ ...toColumns({ ...changes, value }, type), updatedAt: new Date() }).where(eq(coupons.id, id));
          const [saved] = await tx.select().from(coupons).where(eq(coupons.id, id));
          const after = present(saved!);
          await recordAudit(tx, { actorId, action: 'coupon.update', entityType: 'coupon', entityId: id, before, after });
          return { ok: true as const, coupon: after, message: M.updated };
        });
        if (outcome.ok) couponsChanged();
        return outcome;
      } catch (error) {
        if (isUniqueViolation(error)) return refuse(409, M.codeTaken);
        throw error;
      }
    },
  };
}

export type AdminCouponsService = ReturnType<typeof createAdminCouponsService>;
