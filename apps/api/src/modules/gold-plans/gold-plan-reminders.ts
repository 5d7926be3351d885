import { eq } from 'drizzle-orm';
import { storeLanguageOr, type StoreLanguage, INDIAN_LOCALES } from '@aabhushan/shared/language-choice';
import { reminderDue } from '@aabhushan/shared/rules/gold-plan-reminders';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import { formatInr, paiseToRupees } from '@aabhushan/shared/rules/money';
import type { Database } from '../../db/client';
import { goldPlanEnrolments, users } from '../../db/schema/index';
import type { DataCipher } from '../../lib/data-cipher';
import { queueMailOnce } from '../../lib/mail/mail-jobs';
import { startPeriodicRun, type PeriodicRun } from '../../lib/jobs/periodic-run';
import { instalmentDueMail, planMaturedMail } from './gold-plan-mails';
import { standingOf } from './gold-plans.mapper';
import { findInstalments, findPlansById } from './gold-plans.repository';

export interface ReminderDeps {
  db: Database;
  cipher: DataCipher;
  log?: { error: (details: object, message: string) => void };
}

const DATE_FORMATS = new Map<StoreLanguage, Intl.DateTimeFormat>();

/** "1 December 2026" in the mail's language (the date is a calendar date, written as it is). */
function writtenDate(date: string, language: StoreLanguage): string {
  let format = DATE_FORMATS.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INDIAN_LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    DATE_FORMATS.set(language, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

/**
 * The daily run: for every enrolment not closed, the mail it is owed today
 * (rules/gold-plan-reminders.ts) is queued on the durable mail path with its key, in the language
 * the customer enrolled in. A key written once is never written again, so a second run the same
 * day, or the next day, sends nothing twice. Answers the keys queued now.
 */
export async function queueGoldPlanReminders(deps: ReminderDeps, now: Date): Promise<string[]> {
  const { db, cipher } = deps;
  const today = indianDateOf(now);
  const rows = await db
    .select({ enrolment: goldPlanEnrolments, name: users.name, email: users.email, disabledAt: users.disabledAt })
    .from(goldPlanEnrolments)
    .innerJoin(users, eq(users.id, goldPlanEnrolments.userId))
    .where(eq(goldPlanEnrolments.status, 'active'));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.enrolment.id);
  const [instalments, plans] = await Promise.all([findInstalments(db, ids), findPlansById(db, rows.map((row) => row.enrolment.planId))]);
  const queued: string[] = [];
  for (const { enrolment, name, email, disabledAt } of rows) {
    if (disabledAt) continue;
    const standing = standingOf(enrolment, instalments.get(enrolment.id)!, today);
    const reminder = reminderDue(enrolment.id, standing, today);
    if (!reminder) continue;
    const language = storeLanguageOr(enrolment.mailLanguage);
    const planName = plans.get(enrolment.planId)?.name;
    const plan = planName?.[language] || planName?.en || '';
    const message =
      reminder.kind === 'matured'
        ? planMaturedMail(email, language, { name, plan, amount: formatInr(paiseToRupees(standing.redeemablePaise)), date: writtenDate(reminder.maturityDate, language) })
        : instalmentDueMail(email, language, {
            name,
            plan,
            instalment: reminder.instalment,
            instalments: enrolment.instalments,
            amount: formatInr(paiseToRupees(enrolment.monthlyPaise)),
            date: writtenDate(reminder.dueDate, language),
          });
    if (await queueMailOnce(db, cipher, message, reminder.key)) queued.push(reminder.key);
  }
  return queued;
}

/** How often the reminders are looked for: hourly, so a day is never missed; each mail goes once. */
export const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/** Runs the reminders every `intervalMs` in the background (unref'd); `stop` ends it and waits for a run in flight. */
export function startGoldPlanReminderJob(deps: ReminderDeps, { intervalMs = REMINDER_INTERVAL_MS, now = () => new Date() } = {}): PeriodicRun {
  return startPeriodicRun(() => queueGoldPlanReminders(deps, now()), { intervalMs, what: 'the gold plan reminder run', log: deps.log });
}
