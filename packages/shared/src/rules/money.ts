import { groupIndianDigits } from './indian-number';

/** Paise per rupee: every amount is stored and computed in integer paise. */
export const PAISE_PER_RUPEE = 100;

/**
 * Formats a rupee amount as INR with en-IN grouping and no decimals: ₹1,23,456, -₹1,234.
 * Written by hand because constructing Intl.NumberFormat('en-IN', { style: 'currency' }) loads
 * ICU's currency data: 110 to 180 ms of main thread at 4x CPU, on every page. money.test.ts holds
 * it to Intl's strings for every amount up to Number.MAX_SAFE_INTEGER (beyond it String() turns
 * to exponents; no price comes near).
 */
export function formatInr(rupees: number): string {
  const whole = Math.round(rupees);
  const grouped = groupIndianDigits(String(Math.abs(whole)));
  // 1 / whole < 0: negative, or negative zero (Math.round(-0.4)), which Intl writes with its sign too.
  return `${1 / whole < 0 ? '-' : ''}₹${grouped}`;
}

/** Converts integer paise (database) to rupees (API fields). */
export function paiseToRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

/** Converts rupees to integer paise, rounding to the nearest paisa. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}
