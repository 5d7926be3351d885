import { paiseToRupees } from '@aabhushan/shared/rules/money';
import type { Payment, PaymentStatus } from '@aabhushan/shared/schemas/payments';
import type { PaymentRow } from './payments.repository';

/** A payment row as the API answers it: rupees, ISO dates, `_id` and `id` both. */
export function toPayment(row: PaymentRow): Payment {
  return {
    _id: row.id,
    id: row.id,
    orderId: row.orderId,
    goldPlanId: row.goldPlanEnrolmentId,
    goldPlanInstalment: row.goldPlanInstalment,
    amount: paiseToRupees(row.amountPaise),
    refundedAmount: paiseToRupees(row.refundedPaise),
    currency: row.currency,
    status: row.status as PaymentStatus,
    method: row.method,
    provider: row.provider as Payment['provider'],
    providerOrderId: row.providerOrderId,
    providerPaymentId: row.providerPaymentId,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
