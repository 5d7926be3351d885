import { checkMonthlyAmount, earlyClosure, payableInstalment } from '@aabhushan/shared/rules/gold-plan';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import type { StoreLanguage } from '@aabhushan/shared/language-choice';
import { formatInr, paiseToRupees, rupeesToPaise } from '@aabhushan/shared/rules/money';
import { GOLD_PLAN_MESSAGES as M, type EnrolGoldPlan, type GoldPlanEnrolment, type GoldPlanPaymentOrder, type PublicGoldPlan } from '@aabhushan/shared/schemas/gold-plans';
import type { Database } from '../../db/client';
import { newId } from '../../lib/new-id';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { OpenAttempt } from '../payments/online-payments';
import type { Outcome } from '../payments/payment-outcome';
import type { PaymentPurpose } from '../payments/payment-purposes';
import { done, refuse } from '../payments/payment-outcome';
import type { PaymentRow } from '../payments/payments.repository';
import { redeemedPaise } from './gold-plan-credit';
import { redemptionsOf } from './gold-plan-redemptions';
import { standingOf, toEnrolment, toPublicPlan } from './gold-plans.mapper';
import { closeEnrolment, findActivePlans, findInstalments, findOwnEnrolment, findPlan, findPlansById, insertEnrolment, listOwnEnrolments, lockEnrolment, type EnrolmentRow } from './gold-plans.repository';

export interface GoldPlansDeps {
  /** The payments module's one way of opening a provider order (orders use it too). */
  openAttempt: (attempt: OpenAttempt) => Promise<Outcome<PaymentRow>>;
  /** Records a payment of earlier attempts the gateway has and nobody verified; true when it found one. */
  reconcileAttempts: (purpose: PaymentPurpose) => Promise<boolean>;
  gateway: Pick<PaymentGateway, 'provider' | 'keyId'>;
  now?: () => Date;
}

/** Answers enrolments with their plans and instalments, as they stand today in India. */
export async function enrolmentAnswers(db: Database, rows: EnrolmentRow[], now: Date): Promise<GoldPlanEnrolment[]> {
  const ids = rows.map((row) => row.id);
  const [plans, instalments, redeemed, redemptions] = await Promise.all([findPlansById(db, rows.map((row) => row.planId)), findInstalments(db, ids), redeemedPaise(db, ids), redemptionsOf(db, ids)]);
  const today = indianDateOf(now);
  return rows.map((row) => toEnrolment(row, plans.get(row.planId)!, instalments.get(row.id)!, today, redeemed.get(row.id)!, redemptions.get(row.id)!));
}

/** The monthly gold plan for customers: the plans, enrolment, paying an instalment, their plans, early closure. */
export function createGoldPlansService(db: Database, { openAttempt, reconcileAttempts, gateway, now = () => new Date() }: GoldPlansDeps) {
  const answerOne = async (row: EnrolmentRow) => (await enrolmentAnswers(db, [row], now()))[0]!;

  /** The instalment the customer may pay today, or why none. */
  async function payableNow(row: EnrolmentRow): Promise<Outcome<{ number: number; amountPaise: number }>> {
    const today = indianDateOf(now());
    const standing = standingOf(row, (await findInstalments(db, [row.id])).get(row.id)!, today);
    const payable = payableInstalment(standing, today);
    if (payable.ok) return done({ number: payable.number, amountPaise: payable.amountPaise }, M.paymentCreated);
    if (payable.reason === 'closed') return refuse(409, M.closed);
    if (payable.reason === 'all-paid') return refuse(409, M.allPaid);
    return refuse(409, M.notYetDue(payable.dueDate!));
  }

  return {
    async listPlans(): Promise<PublicGoldPlan[]> {
      return (await findActivePlans(db)).map(toPublicPlan);
    },

    async enrol(userId: string, body: EnrolGoldPlan, mailLanguage: StoreLanguage = 'en'): Promise<Outcome<GoldPlanEnrolment>> {
      const plan = await findPlan(db, body.planId);
      if (!plan) return refuse(404, M.notFound);
      if (!plan.isActive) return refuse(409, M.inactive);
      const monthlyPaise = rupeesToPaise(body.monthlyAmount);
      const verdict = checkMonthlyAmount(monthlyPaise, plan);
      if (!verdict.ok) {
        if (verdict.reason === 'whole-hundreds') return refuse(400, M.wholeHundreds);
        if (verdict.reason === 'below-minimum') return refuse(400, M.belowMinimum(formatInr(paiseToRupees(plan.minMonthlyPaise))));
        return refuse(400, M.aboveMaximum(formatInr(paiseToRupees(plan.maxMonthlyPaise))));
      }
      const at = now();
      const row = await insertEnrolment(db, {
        id: newId(), planId: plan.id, userId, monthlyPaise, instalments: plan.instalments, bonusPercent: plan.bonusPercent, startDate: indianDateOf(at), mailLanguage, createdAt: at, updatedAt: at,
      });
      return done(await answerOne(row), M.enrolled);
    },

    async mine(userId: string): Promise<GoldPlanEnrolment[]> {
      return enrolmentAnswers(db, await listOwnEnrolments(db, userId), now());
    },

    async get(userId: string, id: string): Promise<Outcome<GoldPlanEnrolment>> {
      const row = await findOwnEnrolment(db, userId, id);
      return row ? done(await answerOne(row), M.enrolmentLoaded) : refuse(404, M.enrolmentNotFound);
    },

    /** The provider order for the next instalment due (never one in advance), through the payments module. */
    async pay(userId: string, id: string): Promise<Outcome<GoldPlanPaymentOrder>> {
      const row = await findOwnEnrolment(db, userId, id);
      if (!row) return refuse(404, M.enrolmentNotFound);
      let payable = await payableNow(row);
      if (!payable.ok) return payable;
      // An earlier attempt paid at the gateway but never verified is recorded first: that
      // instalment is then paid, and the customer is asked for the next one only when it is due.
      if (await reconcileAttempts({ goldPlanEnrolmentId: row.id, goldPlanInstalment: payable.data.number })) {
        payable = await payableNow((await findOwnEnrolment(db, userId, id))!);
        if (!payable.ok) return payable;
      }
      const { number, amountPaise } = payable.data;
      const opened = await openAttempt({
        purpose: { goldPlanEnrolmentId: row.id, goldPlanInstalment: number },
        userId,
        amountPaise,
        currency: 'INR',
        receipt: `gold-plan-${row.id.slice(-12)}-${number}`,
        method: 'online',
      });
      if (!opened.ok) return opened;
      const payment = opened.data;
      return done(
        { razorpay_order_id: payment.providerOrderId!, amount: payment.amountPaise, currency: payment.currency, key: gateway.keyId ?? null, provider: gateway.provider, instalment: number, enrolmentId: row.id },
        M.paymentCreated,
      );
    },

    /** Early closure: the amount paid stays redeemable against jewellery, without the bonus; no cash goes back. */
    async close(userId: string, id: string): Promise<Outcome<GoldPlanEnrolment>> {
      const own = await findOwnEnrolment(db, userId, id);
      if (!own) return refuse(404, M.enrolmentNotFound);
      const at = now();
      const refusal = await db.transaction(async (tx) => {
        const row = (await lockEnrolment(tx, own.id))!;
        const standing = standingOf(row, (await findInstalments(tx, [row.id])).get(row.id)!, indianDateOf(at));
        const verdict = earlyClosure(standing);
        if (!verdict.ok) return verdict.reason === 'closed' ? refuse(409, M.closed) : refuse(409, M.completeNotClosable);
        await closeEnrolment(tx, row.id, at);
        return undefined;
      });
      if (refusal) return refusal;
      return done(await answerOne((await findOwnEnrolment(db, userId, id))!), M.closedEarly);
    },
  };
}
export type GoldPlansService = ReturnType<typeof createGoldPlansService>;
