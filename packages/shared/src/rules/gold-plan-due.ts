/**
 * Which enrolments staff chase (the staff list's filter): an active plan whose next instalment's
 * due date has passed unpaid is overdue; one falling due today or within the next
 * `GOLD_PLAN_DUE_SOON_DAYS` days is due. Dates are Indian calendar dates, YYYY-MM-DD.
 */
export const GOLD_PLAN_DUE_SOON_DAYS = 3;
export const GOLD_PLAN_DUE_FILTERS = ['due', 'overdue'] as const;
export type GoldPlanDueFilter = (typeof GOLD_PLAN_DUE_FILTERS)[number];

/** The date `days` days after `date`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Overdue, due (within the days ahead), or neither, for an active plan's next due date on `today`. */
export function goldPlanDueState(nextDueDate: string | null, today: string): GoldPlanDueFilter | null {
  if (!nextDueDate) return null;
  if (nextDueDate < today) return 'overdue';
  return nextDueDate <= addDays(today, GOLD_PLAN_DUE_SOON_DAYS) ? 'due' : null;
}
