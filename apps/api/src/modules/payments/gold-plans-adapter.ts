import type { Database } from '../../db/client';
import { recordInstalment } from '../gold-plans/gold-plan-instalments';
import { findOwnEnrolment } from '../gold-plans/gold-plans.repository';
import { enrolmentAnswers } from '../gold-plans/gold-plans.service';
import type { GoldPlanPort } from './gold-plan-port';
import type { PaidVerdict } from './orders-port';

/** The gold plans module as payments sees it (gold-plan-port.ts). */
export function createGoldPlansAdapter(db: Database, now: () => Date = () => new Date()): GoldPlanPort {
  return {
    async markInstalmentPaid(enrolmentId, instalment, payment): Promise<PaidVerdict> {
      const result = await recordInstalment(db, enrolmentId, instalment, { via: 'online', paymentId: payment.paymentId }, { now: now() });
      switch (result.verdict) {
        case 'recorded':
        case 'already-recorded':
          return 'paid';
        case 'closed':
        case 'not-found':
          return 'cancelled';
        default:
          return 'duplicate';
      }
    },
    async enrolmentAnswer(userId, enrolmentId) {
      const row = await findOwnEnrolment(db, userId, enrolmentId);
      return row ? (await enrolmentAnswers(db, [row], now()))[0] : null;
    },
  };
}
