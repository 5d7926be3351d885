import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import type { LocalizedText } from './catalogue';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A monthly gold plan staff offer: a fixed amount each month for `instalments` months (at most
 * 12), the store's bonus a percentage of one instalment. Amounts in paise, whole hundreds of rupees.
 */
export const goldPlans = pgTable(
  'gold_plans',
  {
    id: text('id').primaryKey(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    terms: jsonb('terms').$type<LocalizedText>().notNull(),
    instalments: integer('instalments').notNull(),
    minMonthlyPaise: integer('min_monthly_paise').notNull(),
    maxMonthlyPaise: integer('max_monthly_paise').notNull(),
    bonusPercent: integer('bonus_percent').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('gold_plans_instalments_valid', sql`${table.instalments} between 1 and 12`),
    check('gold_plans_monthly_valid', sql`${table.minMonthlyPaise} > 0 and ${table.minMonthlyPaise} <= ${table.maxMonthlyPaise} and ${table.minMonthlyPaise} % 10000 = 0 and ${table.maxMonthlyPaise} % 10000 = 0`),
    check('gold_plans_bonus_valid', sql`${table.bonusPercent} between 0 and 100`),
  ],
);

/**
 * A customer's enrolment in a plan. The plan's instalments and bonus are copied at enrolment: a
 * later change of the plan never changes what an enrolled customer was promised. `startDate` is
 * the Indian date of enrolment, the day every instalment falls due on.
 */
export const goldPlanEnrolments = pgTable(
  'gold_plan_enrolments',
  {
    id: text('id').primaryKey(),
    planId: text('plan_id')
      .notNull()
      .references(() => goldPlans.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    monthlyPaise: integer('monthly_paise').notNull(),
    instalments: integer('instalments').notNull(),
    bonusPercent: integer('bonus_percent').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('active'),
    closedAt: at('closed_at'),
    /** The storefront language the customer enrolled in: their reminders and maturity mail are written in it. */
    mailLanguage: text('mail_language').notNull().default('en'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('gold_plan_enrolments_user_idx').on(table.userId, table.createdAt),
    check('gold_plan_enrolments_status_valid', sql`${table.status} in ('active', 'closed')`),
    check('gold_plan_enrolments_monthly_valid', sql`${table.monthlyPaise} > 0 and ${table.monthlyPaise} % 10000 = 0`),
    check('gold_plan_enrolments_instalments_valid', sql`${table.instalments} between 1 and 12`),
    check('gold_plan_enrolments_mail_language_valid', sql`${table.mailLanguage} in ('en', 'hi', 'ta', 'te')`),
  ],
);
