import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goldPlanInstalments, payments, users } from '../../db/schema/index';
import type { StoreSettingsValues } from '../settings/store-settings';
import { renderInstalmentReceipt } from './gold-plan-receipt-pdf';
import { standingOf } from './gold-plans.mapper';
import { findInstalments, findOwnEnrolment, findPlan } from './gold-plans.repository';

export type ReceiptResult = { kind: 'pdf'; pdf: Buffer; fileName: string } | { kind: 'no-enrolment' } | { kind: 'not-paid' };

/** The receipt's number: the enrolment's and the instalment's, the same every time it is downloaded. */
export const receiptNumberOf = (enrolmentId: string, number: number) => `GP-${enrolmentId.slice(0, 8).toUpperCase()}-${String(number).padStart(2, '0')}`;

/** GET /api/gold-plans/{id}/instalments/{number}/receipt.pdf: a paid instalment's receipt, for the customer whose plan it is. */
export function createGoldPlanReceipts(db: Database) {
  return {
    async receiptPdf(userId: string, enrolmentId: string, number: number, settings: StoreSettingsValues): Promise<ReceiptResult> {
      const enrolment = await findOwnEnrolment(db, userId, enrolmentId);
      if (!enrolment) return { kind: 'no-enrolment' };
      const [row] = await db
        .select({ instalment: goldPlanInstalments, providerPaymentId: payments.providerPaymentId })
        .from(goldPlanInstalments)
        .leftJoin(payments, eq(payments.id, goldPlanInstalments.paymentId))
        .where(and(eq(goldPlanInstalments.enrolmentId, enrolmentId), eq(goldPlanInstalments.number, number)))
        .limit(1);
      if (!row) return { kind: 'not-paid' };
      const [plan, [customer], paid] = await Promise.all([
        findPlan(db, enrolment.planId),
        db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1),
        findInstalments(db, [enrolment.id]),
      ]);
      const instalments = paid.get(enrolment.id)!;
      const scheduled = standingOf(enrolment, instalments, row.instalment.paidOn).schedule.find((entry) => entry.number === number)!;
      const receiptNumber = receiptNumberOf(enrolment.id, number);
      const pdf = await renderInstalmentReceipt(
        {
          receiptNumber,
          customerName: customer!.name,
          customerEmail: customer!.email,
          planName: plan!.name.en,
          enrolmentId: enrolment.id,
          number,
          instalments: enrolment.instalments,
          dueDate: scheduled.dueDate,
          paidOn: row.instalment.paidOn,
          amountPaise: row.instalment.amountPaise,
          via: row.instalment.via === 'cash' ? 'cash' : 'online',
          paymentReference: row.providerPaymentId,
          paidSoFarPaise: instalments.filter((entry) => entry.number <= number).reduce((sum, entry) => sum + entry.amountPaise, 0),
        },
        settings,
      );
      return { kind: 'pdf', pdf, fileName: `gold-plan-receipt-${receiptNumber}.pdf` };
    },
  };
}

export type GoldPlanReceipts = ReturnType<typeof createGoldPlanReceipts>;
