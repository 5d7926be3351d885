import { asc, eq } from 'drizzle-orm';
import { payableInstalment } from '@aabhushan/shared/rules/gold-plan';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import { paiseToRupees, rupeesToPaise } from '@aabhushan/shared/rules/money';
import {
  ADMIN_GOLD_PLAN_MESSAGES as M,
  GOLD_PLAN_MESSAGES,
  type AdminGoldPlan,
  type AdminGoldPlanCreate,
  type AdminGoldPlanUpdate,
  type GoldPlanEnrolment,
} from '@aabhushan/shared/schemas/gold-plans';
import type { Database } from '../../../db/client';
import { goldPlans } from '../../../db/schema/index';
import { newId } from '../../../lib/new-id';
import { recordInstalment } from '../../gold-plans/gold-plan-instalments';
import { standingOf, toPublicPlan } from '../../gold-plans/gold-plans.mapper';
import { findEnrolment, findInstalment, findInstalments, findPlan, type GoldPlanRow } from '../../gold-plans/gold-plans.repository';
import { enrolmentAnswers } from '../../gold-plans/gold-plans.service';
import type { AnswerDrops } from '../../public-answers/answer-drops.service';
import { recordAudit } from '../audit';

type Refusal = { ok: false; status: 400 | 404 | 409; message: string };
export type AdminGoldPlanOutcome<T> = { ok: true; data: T; message: string; created?: boolean } | Refusal;
const refuse = (status: Refusal['status'], message: string): Refusal => ({ ok: false, status, message });

const present = (row: GoldPlanRow): AdminGoldPlan => ({ ...toPublicPlan(row), isActive: row.isActive, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

function toColumns(fields: Partial<AdminGoldPlanCreate>): Partial<typeof goldPlans.$inferInsert> {
  const columns: Partial<typeof goldPlans.$inferInsert> = {};
  if (fields.name !== undefined) columns.name = fields.name;
  if (fields.terms !== undefined) columns.terms = fields.terms;
  if (fields.instalments !== undefined) columns.instalments = fields.instalments;
  if (fields.minMonthly !== undefined) columns.minMonthlyPaise = rupeesToPaise(fields.minMonthly);
  if (fields.maxMonthly !== undefined) columns.maxMonthlyPaise = rupeesToPaise(fields.maxMonthly);
  if (fields.bonusPercent !== undefined) columns.bonusPercent = fields.bonusPercent;
  if (fields.isActive !== undefined) columns.isActive = fields.isActive;
  return columns;
}

/**
 * Staff's gold plans: plans created, changed and closed to new enrolments (an enrolment
 * keeps the instalments and bonus it was made with), an enrolment looked up, and an instalment
 * taken in cash at a showroom. Every write audited in its own transaction.
 */
export function createAdminGoldPlansService(db: Database, { drops, now = () => new Date() }: { drops: AnswerDrops; now?: () => Date }) {
  const plansChanged = () => drops.drop({ kind: 'gold-plans' });
  return {
    async list(): Promise<AdminGoldPlan[]> {
      return (await db.select().from(goldPlans).orderBy(asc(goldPlans.createdAt), asc(goldPlans.id))).map(present);
    },

    async get(id: string): Promise<AdminGoldPlan | undefined> {
      const row = await findPlan(db, id);
      return row && present(row);
    },

    async create(actorId: string, body: AdminGoldPlanCreate): Promise<AdminGoldPlanOutcome<AdminGoldPlan>> {
      const id = newId();
      const plan = await db.transaction(async (tx) => {
        const at = now();
        await tx.insert(goldPlans).values({ ...(toColumns(body) as typeof goldPlans.$inferInsert), id, createdAt: at, updatedAt: at });
        const created = present((await findPlan(tx, id))!);
        await recordAudit(tx, { actorId, action: 'gold-plan.create', entityType: 'gold-plan', entityId: id, before: null, after: created });
        return created;
      });
      plansChanged();
      return { ok: true, data: plan, message: M.created };
    },

    async update(actorId: string, id: string, changes: AdminGoldPlanUpdate): Promise<AdminGoldPlanOutcome<AdminGoldPlan>> {
      const outcome = await db.transaction(async (tx): Promise<AdminGoldPlanOutcome<AdminGoldPlan>> => {
        const [row] = await tx.select().from(goldPlans).where(eq(goldPlans.id, id)).for('update');
        if (!row) return refuse(404, M.notFound);
        const before = present(row);
        if ((changes.minMonthly ?? before.minMonthly) > (changes.maxMonthly ?? before.maxMonthly)) return refuse(400, M.range);
        await tx.update(goldPlans).set({ ...toColumns(changes), updatedAt: now() }).where(eq(goldPlans.id, id));
        const after = present((await findPlan(tx, id))!);
        await recordAudit(tx, { actorId, action: 'gold-plan.update', entityType: 'gold-plan', entityId: id, before, after });
        return { ok: true, data: after, message: M.updated };
      });
      if (outcome.ok) plansChanged();
      return outcome;
    },

    async enrolment(id: string): Promise<GoldPlanEnrolment | undefined> {
      const row = await findEnrolment(db, id);
      return row && (await enrolmentAnswers(db, [row], now()))[0];
    },

    /**
     * An instalment paid in cash at a showroom: the next one due, recorded once. The same
     * instalment again is answered as recorded (no second record, no second audit); one paid
     * online is refused.
     */
    async recordCash(actorId: string, enrolmentId: string, number: number): Promise<AdminGoldPlanOutcome<GoldPlanEnrolment>> {
      const enrolment = await findEnrolment(db, enrolmentId);
      if (!enrolment) return refuse(404, M.enrolmentNotFound);
      const answer = async () => (await enrolmentAnswers(db, [(await findEnrolment(db, enrolmentId))!], now()))[0]!;
      const existing = await findInstalment(db, enrolmentId, number);
      if (existing) return existing.via === 'cash' ? { ok: true, data: await answer(), message: M.cashAlreadyRecorded } : refuse(409, M.paidOnline);
      const today = indianDateOf(now());
      const payable = payableInstalment(standingOf(enrolment, (await findInstalments(db, [enrolmentId])).get(enrolmentId)!, today), today);
      if (!payable.ok) {
        if (payable.reason === 'closed') return refuse(409, M.planClosed);
        if (payable.reason === 'all-paid') return refuse(409, M.noInstalmentDue);
        return refuse(409, GOLD_PLAN_MESSAGES.notYetDue(payable.dueDate!));
      }
      if (number !== payable.number) return refuse(409, M.notNext(payable.number));
      const result = await recordInstalment(db, enrolmentId, number, { via: 'cash', recordedBy: actorId }, {
        now: now(),
        onRecorded: (tx, instalment) =>
          recordAudit(tx, {
            actorId, action: 'gold-plan.cash-instalment', entityType: 'gold-plan-enrolment', entityId: enrolmentId,
            before: { instalment: number, paid: false },
            after: { instalment: number, paid: true, via: 'cash', amount: paiseToRupees(instalment.amountPaise), paidOn: instalment.paidOn },
          }),
      });
      switch (result.verdict) {
        case 'recorded':
          return { ok: true, data: await answer(), message: M.cashRecorded, created: true };
        case 'already-recorded':
          return { ok: true, data: await answer(), message: M.cashAlreadyRecorded };
        case 'paid-otherwise':
          return refuse(409, M.paidOnline);
        case 'not-next':
          return refuse(409, M.notNext(result.next));
        case 'closed':
          return refuse(409, M.planClosed);
        case 'all-paid':
          return refuse(409, M.noInstalmentDue);
        default:
          return refuse(404, M.enrolmentNotFound);
      }
    },
  };
}
export type AdminGoldPlansService = ReturnType<typeof createAdminGoldPlansService>;
