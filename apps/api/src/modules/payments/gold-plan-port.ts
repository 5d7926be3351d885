import type { PaidVerdict } from './orders-port';

/**
 * What payments asks of the gold plans module, adapted in gold-plans-adapter.ts: payments never
 * writes the gold plan tables itself.
 */
export interface GoldPlanPort {
  /**
   * Idempotent: records the instalment as paid by this payment (our payment row id). `duplicate`:
   * the instalment is already paid otherwise (another payment, cash at a showroom);
   * `cancelled`: the plan was closed before the money came. Either way this payment goes back.
   */
  markInstalmentPaid(enrolmentId: string, instalment: number, payment: { paymentId: string }): Promise<PaidVerdict>;
  /** The enrolment as the gold plans API answers it, for the verify answer. */
  enrolmentAnswer(userId: string, enrolmentId: string): Promise<unknown>;
}
