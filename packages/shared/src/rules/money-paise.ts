/**
 * Exact amounts for documents that must show paise (the GST tax invoice): en-IN grouping like
 * formatInr, with two decimals, so ₹1,23,456.70 reads as the customer's other receipts do.
 */
const groupedTwoDecimals = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** Integer paise as "1,23,456.70" (no symbol: invoice columns carry it in the heading). */
export function formatPaiseGrouped(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError('paise must be a whole number');
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  // Whole rupees and paise apart, so no float ever rounds a paisa away.
  const rupees = groupedTwoDecimals.format(Math.floor(abs / 100)).slice(0, -3);
  return `${sign}${rupees}.${String(abs % 100).padStart(2, '0')}`;
}

/** Integer paise as "₹1,23,456.70". */
export function formatInrPaise(paise: number): string {
  const text = formatPaiseGrouped(paise);
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}
