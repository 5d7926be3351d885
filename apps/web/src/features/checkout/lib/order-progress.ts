/** The confirmation's four steps (spec A section 2): Order Placed, Processing, Shipped, Delivered. */
export const PROGRESS_STEPS = ['placed', 'processing', 'shipped', 'delivered'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

/**
 * Index of the step the order has reached (0 to 3), or -1 for an order that left the path
 * (cancelled, refunded, returned), which shows its status instead of a progress bar.
 */
export function getProgressIndex(status: string): number {
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
      return -1;
  }
}
