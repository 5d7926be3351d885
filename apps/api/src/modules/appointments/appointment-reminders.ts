import { and, eq, gt, lt } from 'drizzle-orm';
import { isReminderDay } from '@aabhushan/shared/rules/appointment-rules';
import type { Database } from '../../db/client';
import { appointments } from '../../db/schema/index';
import type { DataCipher } from '../../lib/data-cipher';
import { startPeriodicRun, type PeriodicRun } from '../../lib/jobs/periodic-run';
import { queueMailOnce } from '../../lib/mail/mail-jobs';
import { appointmentNotice } from './appointment-notices';
import { listShowrooms } from './appointments.repository';

export interface AppointmentReminderDeps {
  db: Database;
  cipher: DataCipher;
  storeOrigin: string;
  log?: { error: (details: object, message: string) => void };
}

/**
 * The hourly run: every booked appointment of tomorrow (India's days) gets its reminder, queued on
 * the durable mail path once for its start (`appointment-reminder:<id>:<start>`): a second run
 * sends nothing twice, and a moved appointment is reminded of its new time. Answers the keys queued now.
 */
export async function queueAppointmentReminders(deps: AppointmentReminderDeps, now: Date): Promise<string[]> {
  const { db, cipher, storeOrigin } = deps;
  const rows = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.status, 'booked'), gt(appointments.startsAt, now), lt(appointments.startsAt, new Date(now.getTime() + 2 * 86_400_000))));
  const due = rows.filter((row) => isReminderDay(row.startsAt, now));
  if (due.length === 0) return [];
  const showrooms = new Map((await listShowrooms(db)).map((showroom) => [showroom.id, showroom]));
  const queued: string[] = [];
  for (const row of due) {
    const key = `appointment-reminder:${row.id}:${row.startsAt.toISOString()}`;
    const message = await appointmentNotice(db, cipher, storeOrigin, row, showrooms.get(row.showroomId)!, 'reminder', now);
    if (message && (await queueMailOnce(db, cipher, message, key))) queued.push(key);
  }
  return queued;
}

export const APPOINTMENT_REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/** Runs the reminders every `intervalMs` in the background (unref'd); `stop` ends it and waits for a run in flight. */
export function startAppointmentReminderJob(deps: AppointmentReminderDeps, { intervalMs = APPOINTMENT_REMINDER_INTERVAL_MS, now = () => new Date() } = {}): PeriodicRun {
  return startPeriodicRun(() => queueAppointmentReminders(deps, now()), { intervalMs, what: 'the appointment reminder run', log: deps.log });
}
