import { and, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { goldPlanDueState } from '@aabhushan/shared/rules/gold-plan-due';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import type { AdminGoldPlanEnrolmentListQuery, AdminGoldPlanEnrolmentRow } from '@aabhushan/shared/schemas/gold-plans';
import type { Database } from '../../../db/client';
import { goldPlanEnrolments, users } from '../../../db/schema/index';
import type { DataCipher } from '../../../lib/data-cipher';
import { escapeLike } from '../../../lib/escape-like';
import { phoneDigests, toPhoneDigits } from '../../personal-data/phone-digest';
import { enrolmentAnswers } from '../../gold-plans/gold-plans.service';
import { csvField } from '../people/admin-people';

type Filter = Pick<AdminGoldPlanEnrolmentListQuery, 'q' | 'status' | 'due'>;

const CSV_HEADER = ['Enrolment', 'Customer', 'Email', 'Plan', 'Status', 'Monthly (INR)', 'Instalments paid', 'Instalments', 'Paid (INR)', 'Next instalment', 'Next due', 'Due', 'Enrolled on', 'Maturity'];

/**
 * Staff's list of gold plan enrolments: newest first, by state (derived from the
 * instalments, as the customer sees it) and by what staff chase: due within three days or overdue
 * (rules/gold-plan-due.ts). A plan's state and next due date follow from its instalments (late ones
 * move the dates), so the filter runs on the enrolments' standings, not in SQL: a store has
 * hundreds of plans, not millions. The customer is found in SQL by a part of the name or e-mail, or
 * by the whole phone number (it is sealed: only its keyed digest is searchable), as in Customers.
 */
export function createAdminGoldPlanEnrolmentsService(db: Database, { cipher, now = () => new Date() }: { cipher: DataCipher; now?: () => Date }) {
  function customerMatches(q: string | undefined) {
    if (!q) return undefined;
    const byPhone = toPhoneDigits(q) === '' ? [] : [inArray(users.contactDigest, phoneDigests(cipher, q))];
    return or(ilike(users.name, `%${escapeLike(q)}%`), ilike(users.email, `%${escapeLike(q)}%`), ...byPhone);
  }

  async function matching({ q, status, due }: Filter): Promise<AdminGoldPlanEnrolmentRow[]> {
    const rows = await db
      .select({ enrolment: goldPlanEnrolments, customer: { id: users.id, name: users.name, email: users.email } })
      .from(goldPlanEnrolments)
      .innerJoin(users, eq(users.id, goldPlanEnrolments.userId))
      .where(and(status === 'closed' ? eq(goldPlanEnrolments.status, 'closed') : status || due ? eq(goldPlanEnrolments.status, 'active') : undefined, customerMatches(q)))
      .orderBy(desc(goldPlanEnrolments.createdAt), desc(goldPlanEnrolments.id));
    const at = now();
    const today = indianDateOf(at);
    const answers = await enrolmentAnswers(db, rows.map((row) => row.enrolment), at);
    return answers
      .map((answer, index): AdminGoldPlanEnrolmentRow => ({
        id: answer.id,
        customer: rows[index]!.customer,
        planId: answer.planId,
        planName: answer.planName,
        status: answer.status,
        monthlyAmount: answer.monthlyAmount,
        instalments: answer.instalments,
        paidInstalments: answer.paidInstalments,
        balance: answer.balance,
        nextInstalment: answer.nextInstalment,
        nextDueDate: answer.nextDueDate,
        dueState: answer.status === 'active' ? goldPlanDueState(answer.nextDueDate, today) : null,
        startDate: answer.startDate,
        maturityDate: answer.maturityDate,
      }))
      .filter((row) => (!status || row.status === status) && (!due || row.dueState === due));
  }

  return {
    async list(query: AdminGoldPlanEnrolmentListQuery): Promise<{ rows: AdminGoldPlanEnrolmentRow[]; total: number }> {
      const all = await matching(query);
      const start = (query.page - 1) * query.limit;
      return { rows: all.slice(start, start + query.limit), total: all.length };
    },

    /** Every enrolment the filter matches, as a file to open in a spreadsheet (CRLF lines, formulas defused). */
    async csv(filter: Filter): Promise<string> {
      const lines = (await matching(filter)).map((row) =>
        [
          row.id,
          row.customer.name,
          row.customer.email,
          row.planName.en,
          row.status,
          String(row.monthlyAmount),
          String(row.paidInstalments),
          String(row.instalments),
          String(row.balance),
          row.nextInstalment === null ? '' : String(row.nextInstalment),
          row.nextDueDate ?? '',
          row.dueState ?? '',
          row.startDate,
          row.maturityDate,
        ]
          .map(csvField)
          .join(','),
      );
      return [CSV_HEADER.map(csvField).join(','), ...lines].join('\r\n') + '\r\n';
    },
  };
}

export type AdminGoldPlanEnrolmentsService = ReturnType<typeof createAdminGoldPlanEnrolmentsService>;
