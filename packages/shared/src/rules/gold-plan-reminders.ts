/**
 * When a gold plan's customer is written to: three days before an unpaid instalment
 * falls due, and when the plan matures. Each mail has a key, so the daily job may run any number
 * of times (or miss a day) and still sends each once. Indian calendar dates, YYYY-MM-DD.
 */
import type { GoldPlanStanding } from './gold-plan';

/** How many days before its due date an unpaid instalment is reminded of. */
export const REMINDER_DAYS_BEFORE = 3;

export type GoldPlanReminder = { kind: 'instalment-due'; instalment: number; dueDate: string; key: string } | { kind: 'matured'; maturityDate: string; key: string };

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The mail an enrolment is owed today, if any: the next instalment's reminder from three days
 * before its due date until the day itself while it is unpaid (a job that missed a day still
 * sends it), or the maturity mail once the plan has matured. Closed plans are written nothing.
 */
export function reminderDue(enrolmentId: string, standing: GoldPlanStanding, today: string): GoldPlanReminder | null {
  if (standing.state === 'matured') return { kind: 'matured', maturityDate: standing.maturityDate, key: `gold-plan-matured:${enrolmentId}` };
  if (standing.state !== 'active' || standing.nextInstalment === null || standing.nextDueDate === null) return null;
  const due = standing.nextDueDate;
  if (today < addDays(due, -REMINDER_DAYS_BEFORE) || today > due) return null;
  return { kind: 'instalment-due', instalment: standing.nextInstalment, dueDate: due, key: `gold-plan-due:${enrolmentId}:${standing.nextInstalment}:${due}` };
}
