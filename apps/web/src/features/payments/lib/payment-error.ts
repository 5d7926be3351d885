/**
 * Why a payment did not complete (spec B section 8): each kind has the spec's words in the
 * checkout's locale ('Payment cancelled by user', 'Payment verification failed',
 * 'Payment failed. Please try again.', 'Failed to create payment order').
 */
export type PaymentFailureKind = 'cancelled' | 'failed' | 'verification' | 'create';

export class PaymentError extends Error {
  override readonly name = 'PaymentError';

  constructor(
    readonly kind: PaymentFailureKind,
    /** The underlying failure, kept for the console. */
    override readonly cause?: unknown,
  ) {
    super(kind);
  }
}

export function isPaymentError(error: unknown): error is PaymentError {
  return error instanceof PaymentError;
}
