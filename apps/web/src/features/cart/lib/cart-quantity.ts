import { CART_MAX_QUANTITY } from '@aabhushan/shared/rules/quantity';
import { maxQuantityMessage } from '@aabhushan/shared/rules/cart-line';
import { CART_MESSAGES } from '@aabhushan/shared/schemas/cart-messages';

export type QuantityCheck = { ok: true; quantity: number } | { ok: false; message: string };

/**
 * A typed cart quantity (spec A section 5): a non-number becomes 1; a whole number from 1 to
 * the line's limit (99, stock and maxOrderQuantity, as the server reported it) is accepted;
 * below 1 'Quantity must be at least 1', above 'Maximum quantity available is {max}', a
 * fraction 'Invalid quantity'.
 */
export function checkCartQuantity(typed: string, lineMax: number): QuantityCheck {
  const text = typed.trim();
  const value = text === '' ? Number.NaN : Number(text);
  if (Number.isNaN(value)) return { ok: true, quantity: 1 };
  if (!Number.isInteger(value)) return { ok: false, message: CART_MESSAGES.invalidQuantity };
  if (value < 1) return { ok: false, message: CART_MESSAGES.quantityAtLeastOne };
  const max = Math.min(CART_MAX_QUANTITY, lineMax);
  if (value > max) return { ok: false, message: maxQuantityMessage(max) };
  return { ok: true, quantity: value };
}

/** The stepper's limits: minus off at 1 or less, plus off at 99 or the line's limit. */
export function getStepperLimits(quantity: number, lineMax: number): { canDecrease: boolean; canIncrease: boolean } {
  return { canDecrease: quantity > 1, canIncrease: quantity < Math.min(CART_MAX_QUANTITY, lineMax) };
}
