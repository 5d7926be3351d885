import type { StoreSettingsValues } from '../settings/store-settings';
import type { GoldPlanPort } from './gold-plan-port';
import type { OrdersPort, PaidVerdict } from './orders-port';
import type { PaymentRow } from './payments.repository';

/** What a payment row pays for: an order, or one instalment of a gold plan enrolment (the table holds exactly one). */
export type PaymentPurpose = { orderId: string } | { goldPlanEnrolmentId: string; goldPlanInstalment: number };

export function purposeOf(row: Pick<PaymentRow, 'orderId' | 'goldPlanEnrolmentId' | 'goldPlanInstalment'>): PaymentPurpose {
  if (row.orderId) return { orderId: row.orderId };
  return { goldPlanEnrolmentId: row.goldPlanEnrolmentId!, goldPlanInstalment: row.goldPlanInstalment! };
}

/** The notes a provider order and a refund carry: which order or enrolment the money is for. */
export function purposeNotes(purpose: PaymentPurpose): Record<string, string> {
  return 'orderId' in purpose ? { order_id: purpose.orderId } : { gold_plan_id: purpose.goldPlanEnrolmentId, instalment: String(purpose.goldPlanInstalment) };
}

/**
 * The one place the payment ledger hands a payment's news to what it paid for. Verification, the
 * webhook and reconciliation all go through the ledger, so an order and a gold plan instalment
 * share one path: one capture, one record, a second payment of the same thing refunded.
 */
export function createPaymentPurposes(orders: OrdersPort, goldPlans: GoldPlanPort) {
  return {
    async markPaid(row: PaymentRow, settings: StoreSettingsValues): Promise<PaidVerdict> {
      const purpose = purposeOf(row);
      if ('orderId' in purpose) return orders.markOrderPaid(purpose.orderId, { provider: row.provider, paymentId: row.providerPaymentId! }, settings);
      return goldPlans.markInstalmentPaid(purpose.goldPlanEnrolmentId, purpose.goldPlanInstalment, { paymentId: row.id });
    },

    /** Why a payment that cannot be kept goes back (the refund's reason). */
    refundReason(row: PaymentRow, verdict: Exclude<PaidVerdict, 'paid'>): string {
      if (row.orderId) return verdict === 'cancelled' ? 'The order was cancelled before the payment arrived' : 'The order was already paid';
      return verdict === 'cancelled' ? 'The gold plan was closed before the payment arrived' : 'The instalment was already paid';
    },

    /** After such a payment was refunded: a cancelled order says refunded (a gold plan has nothing to change). */
    async markRefunded(row: PaymentRow, notes: string, settings: StoreSettingsValues): Promise<void> {
      if (row.orderId) await orders.markOrderRefunded(row.orderId, notes, settings);
    },

    /** A failed attempt: the order hears of it; an instalment simply stays due. */
    async markFailed(row: PaymentRow): Promise<void> {
      if (row.orderId) await orders.markPaymentFailed(row.orderId);
    },

    /** What verify answers beside the payment: the order, or the gold plan enrolment. */
    async answer(userId: string, row: PaymentRow, settings: StoreSettingsValues): Promise<{ order: unknown } | { goldPlan: unknown }> {
      if (row.orderId) return { order: await orders.orderAnswer(userId, row.orderId, settings) };
      return { goldPlan: await goldPlans.enrolmentAnswer(userId, row.goldPlanEnrolmentId!) };
    },
  };
}
export type PaymentPurposes = ReturnType<typeof createPaymentPurposes>;
