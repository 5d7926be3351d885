/**
 * Payment amount rules (spec B sections 5 and 9): INR only, ₹1 to ₹15,00,000, in integer
 * paise as the provider takes them. Checked in this order, so a zero amount in another
 * currency hears about the amount first, as the spec lists the messages.
 */
export const PAYMENT_CURRENCY = 'INR';
export const MIN_PAYMENT_PAISE = 100;
export const MAX_PAYMENT_PAISE = 150_000_000;

export const PAYMENT_AMOUNT_MESSAGES = {
  invalid: 'Invalid payment amount',
  currency: 'Only INR currency is supported',
  minimum: 'Minimum payment amount is ₹1',
  maximum: 'Maximum payment amount is ₹15,00,000',
} as const;

export type PaymentAmountVerdict = { ok: true } | { ok: false; message: string };

/** Judges an amount in paise and its currency; a fraction of a paisa is not an amount. */
export function checkPaymentAmount(amountPaise: number, currency: string): PaymentAmountVerdict {
  if (!Number.isFinite(amountPaise) || !Number.isInteger(amountPaise) || amountPaise <= 0) {
    return { ok: false, message: PAYMENT_AMOUNT_MESSAGES.invalid };
  }
  if (currency !== PAYMENT_CURRENCY) return { ok: false, message: PAYMENT_AMOUNT_MESSAGES.currency };
  if (amountPaise < MIN_PAYMENT_PAISE) return { ok: false, message: PAYMENT_AMOUNT_MESSAGES.minimum };
  if (amountPaise > MAX_PAYMENT_PAISE) return { ok: false, message: PAYMENT_AMOUNT_MESSAGES.maximum };
  return { ok: true };
}

/** Why an order of this total cannot be paid online, or undefined when it can (₹1 to ₹15,00,000). */
export const ONLINE_PAYMENT_LIMIT_REASON = 'Online payment is available for orders from ₹1 to ₹15,00,000';

/** The reason as a message group, so it has a code like every message the store sends. */
export const PAYMENT_LIMIT_MESSAGES = { online: ONLINE_PAYMENT_LIMIT_REASON } as const;

export function onlinePaymentRefusal(totalPaise: number): string | undefined {
  return totalPaise < MIN_PAYMENT_PAISE || totalPaise > MAX_PAYMENT_PAISE ? ONLINE_PAYMENT_LIMIT_REASON : undefined;
}
