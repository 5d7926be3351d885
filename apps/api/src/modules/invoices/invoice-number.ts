/**
 * The GST invoice series: "AB/26-27/000123". GST rule 46 asks for a serial number unique
 * within the financial year and at most 16 characters, so the year is written short.
 */
const IST_OFFSET_MS = 330 * 60_000;

/** The Indian financial year (April to March, India Standard Time) of a moment: "2026-27". */
export function financialYearOf(moment: Date): string {
  const ist = new Date(moment.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The printed number for the n-th invoice of a financial year. */
export function formatInvoiceNumber(financialYear: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError('sequence must be a whole number of at least 1');
  const [start, end] = financialYear.split('-');
  return `AB/${start!.slice(-2)}-${end}/${String(sequence).padStart(6, '0')}`;
}
