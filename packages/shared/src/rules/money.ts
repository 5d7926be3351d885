/** Paise per rupee: every amount is stored and computed in integer paise. */
export const PAISE_PER_RUPEE = 100;

const inrFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Formats a rupee amount as INR with en-IN grouping and no decimals: ₹1,23,456. */
export function formatInr(rupees: number): string {
  return inrFormatter.format(Math.round(rupees));
}

/** Converts integer paise (database) to rupees (API fields). */
export function paiseToRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

/** Converts rupees to integer paise, rounding to the nearest paisa. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}
