import { describe, expect, it } from 'vitest';
import { checkCartQuantity, getStepperLimits } from './cart-quantity';

describe('checkCartQuantity', () => {
  it('accepts a whole number within the line limit', () => {
    expect(checkCartQuantity('3', 10)).toEqual({ ok: true, quantity: 3 });
    expect(checkCartQuantity(' 10 ', 10)).toEqual({ ok: true, quantity: 10 });
  });

  it('turns a typed non-number into 1', () => {
    expect(checkCartQuantity('abc', 10)).toEqual({ ok: true, quantity: 1 });
    expect(checkCartQuantity('', 10)).toEqual({ ok: true, quantity: 1 });
  });

  it('refuses below 1 with the spec message', () => {
    expect(checkCartQuantity('0', 10)).toEqual({ ok: false, message: 'Quantity must be at least 1' });
    expect(checkCartQuantity('-4', 10)).toEqual({ ok: false, message: 'Quantity must be at least 1' });
  });

  it('refuses above the stock limit, and never above 99', () => {
    expect(checkCartQuantity('6', 5)).toEqual({ ok: false, message: 'Maximum quantity available is 5' });
    expect(checkCartQuantity('120', 500)).toEqual({ ok: false, message: 'Maximum quantity available is 99' });
  });

  it('refuses a fraction as an invalid quantity', () => {
    expect(checkCartQuantity('1.5', 10)).toEqual({ ok: false, message: 'Invalid quantity' });
  });
});

describe('getStepperLimits', () => {
  it('turns minus off at 1 and plus off at the limit or 99', () => {
    expect(getStepperLimits(1, 5)).toEqual({ canDecrease: false, canIncrease: true });
    expect(getStepperLimits(5, 5)).toEqual({ canDecrease: true, canIncrease: false });
    expect(getStepperLimits(99, 500)).toEqual({ canDecrease: true, canIncrease: false });
  });
});
