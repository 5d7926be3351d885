import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import type { Database } from '../../db/client';
import { newId } from '../../lib/new-id';
import { countInstalments, findInstalment, insertInstalment, lockEnrolment, type EnrolmentRow, type InstalmentRow } from './gold-plans.repository';

export type InstalmentSource = { via: 'online'; paymentId: string } | { via: 'cash'; recordedBy: string };

export type InstalmentVerdict =
  | { verdict: 'recorded' | 'already-recorded'; instalment: InstalmentRow; enrolment: EnrolmentRow }
  | { verdict: 'paid-otherwise' | 'closed' | 'all-paid' | 'not-found' }
  | { verdict: 'not-next'; next: number };

/**
 * Records instalment `number` of an enrolment as paid, once, under the enrolment's lock: the
 * online payment's capture (verify, webhook, reconciliation) and staff's cash take turns, and the
 * unique instalment number holds even without the lock. The same source again is
 * `already-recorded` (a repeat changes nothing); another source finds it `paid-otherwise`.
 * `onRecorded` runs in the same transaction (staff's audit).
 */
export async function recordInstalment(
  db: Database,
  enrolmentId: string,
  number: number,
  source: InstalmentSource,
  { now = new Date(), onRecorded }: { now?: Date; onRecorded?: (tx: Database, instalment: InstalmentRow, enrolment: EnrolmentRow) => Promise<void> } = {},
): Promise<InstalmentVerdict> {
  return db.transaction(async (tx) => {
    const enrolment = await lockEnrolment(tx, enrolmentId);
    if (!enrolment) return { verdict: 'not-found' };
    const existing = await findInstalment(tx, enrolmentId, number);
    if (existing) {
      const same = source.via === 'online' ? existing.paymentId === source.paymentId : existing.via === 'cash';
      return same ? { verdict: 'already-recorded', instalment: existing, enrolment } : { verdict: 'paid-otherwise' };
    }
    if (enrolment.status === 'closed') return { verdict: 'closed' };
    const paid = await countInstalments(tx, enrolmentId);
    if (paid >= enrolment.instalments) return { verdict: 'all-paid' };
    if (number !== paid + 1) return { verdict: 'not-next', next: paid + 1 };
    const instalment = await insertInstalment(tx, {
      id: newId(),
      enrolmentId,
      number,
      amountPaise: enrolment.monthlyPaise,
      paidOn: indianDateOf(now),
      via: source.via,
      paymentId: source.via === 'online' ? source.paymentId : null,
      recordedBy: source.via === 'cash' ? source.recordedBy : null,
    });
    await onRecorded?.(tx, instalment, enrolment);
    return { verdict: 'recorded', instalment, enrolment };
  });
}
