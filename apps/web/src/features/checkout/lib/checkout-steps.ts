/** The checkout's steps in order (spec A section 2): Cart, Info, Payment, Complete. */
export const CHECKOUT_STEPS = ['cart', 'info', 'payment', 'complete'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** 'done' before the current step, 'current', then 'upcoming'. */
export function getStepState(step: CheckoutStep, current: CheckoutStep): 'done' | 'current' | 'upcoming' {
  const at = CHECKOUT_STEPS.indexOf(current);
  const index = CHECKOUT_STEPS.indexOf(step);
  if (index < at || current === 'complete') return 'done';
  return index === at ? 'current' : 'upcoming';
}
