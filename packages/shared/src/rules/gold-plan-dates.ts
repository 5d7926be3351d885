/**
 * The calendar of a monthly gold plan: Indian calendar dates written YYYY-MM-DD. Every date is
 * counted from the enrolment day, so a plan begun on the 31st falls due on the 31st, on the last
 * day of a shorter month (28 or 29 February, 30 April), and on the 31st again in March.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): { year: number; month: number; day: number } {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** 28 to 31; `month` 1 to 12. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `months` whole months after `start`, on its day of the month or the last day of a shorter month. */
export function addPlanMonths(start: string, months: number): string {
  const { year, month, day } = parts(start);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return `${targetYear}-${String(targetMonth).padStart(2, '0')}-${String(targetDay).padStart(2, '0')}`;
}

/**
 * Whole months an instalment due `dueIndex` months after `start` was paid late: paid on or
 * before the same day of the next month it is within its month (0); each further month begun
 * counts one. Counted from `start`, so a 31st-of-the-month plan keeps its day after February.
 */
export function monthsLate(start: string, dueIndex: number, paidOn: string): number {
  parts(paidOn);
  let late = 0;
  while (addPlanMonths(start, dueIndex + late + 1) < paidOn) late += 1;
  return late;
}
