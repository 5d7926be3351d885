/** The four steps of an order's progress bar (spec A section 2): Order Placed, Processing, Shipped, Delivered. */
export const PROGRESS_STEPS = ['placed', 'processing', 'shipped', 'delivered'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

/**
 * Index of the reached step, or null for an order that left the journey (cancelled,
 * refunded, returned) or an unknown status: those show their state, not a bar.
 */
export function getProgressIndex(status: string): number | null {
  switch (status) {
    case 'pending':
    case 'confirmed':
      return 0;
    case 'processing':
      return 1;
    case 'shipped':
    case 'out_for_delivery':
      return 2;
    case 'delivered':
      return 3;
    default:
      return null;
  }
}
