import { describe, expect, it } from 'vitest';
import { getProgressIndex, PROGRESS_STEPS } from './order-progress';

describe('getProgressIndex', () => {
  it('puts each status on its real step of Order Placed, Processing, Shipped, Delivered', () => {
    const steps = (['pending', 'confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivered'] as const).map((status) => PROGRESS_STEPS[getProgressIndex(status)!]);
    expect(steps).toEqual(['placed', 'placed', 'processing', 'shipped', 'shipped', 'delivered']);
  });

  it('takes orders that left the path off the progress bar', () => {
    expect([getProgressIndex('cancelled'), getProgressIndex('refunded'), getProgressIndex('returned')]).toEqual([null, null, null]);
    expect(getProgressIndex('mystery')).toBeNull();
  });
});
