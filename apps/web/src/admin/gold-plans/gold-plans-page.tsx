import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminGoldPlanEnrolmentRow } from '@aabhushan/shared/schemas/gold-plans';
import { GOLD_PLAN_DUE_SOON_DAYS } from '@aabhushan/shared/rules/gold-plan-due';
import buttons from '../../components/ui/button.module.css';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SelectField } from '../../components/ui/form-field';
import { getErrorMessage } from '../../lib/error-message';
import { formatDay, formatInr } from '../admin-format';
import { AdminList, useAdminListParams } from '../admin-list';
import styles from '../admin.module.css';
import page from './gold-plans-page.module.css';
import { GoldPlanTabs } from './gold-plan-tabs';
import { downloadEnrolmentsCsv, useAdminGoldPlanEnrolments, useRecordCashInstalment } from './gold-plans-api';

const STATUS_LABELS: Record<AdminGoldPlanEnrolmentRow['status'], string> = { active: 'Active', complete: 'All paid', matured: 'Matured', closed: 'Closed early' };
const dueTone = (row: AdminGoldPlanEnrolmentRow) => (row.dueState === 'overdue' ? styles.bad : row.dueState === 'due' ? styles.warn : styles.good);

/**
 * /admin/gold-plans: every enrolment with its customer, plan, monthly amount, what is paid and what
 * falls due next; filters for due soon and overdue; an instalment taken in cash recorded (after a
 * question), and the filtered list as CSV.
 */
export function GoldPlansPage() {
  const { t } = useTranslation();
  const list = useAdminListParams();
  const filter = { q: list.read('q'), status: list.read('status'), due: list.read('due') };
  const answer = useAdminGoldPlanEnrolments({ ...filter, page: list.page });
  const cash = useRecordCashInstalment();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState<AdminGoldPlanEnrolmentRow | null>(null);

  const record = async (row: AdminGoldPlanEnrolmentRow) => {
    setConfirming(null);
    try {
      const { message } = await cash.mutateAsync({ id: row.id, instalment: row.nextInstalment! });
      setOutcome({ ok: true, text: `${row.customer.name}, instalment ${row.nextInstalment}: ${message}.` });
    } catch (error) {
      setOutcome({ ok: false, text: getErrorMessage(error, t) });
    }
  };
  const download = async () => {
    setOutcome(null);
    try {
      await downloadEnrolmentsCsv(filter);
    } catch (error) {
      setOutcome({ ok: false, text: getErrorMessage(error, t) });
    }
  };

  return (
    <>
      <AdminList<AdminGoldPlanEnrolmentRow>
        before={<GoldPlanTabs />}
        title="Gold Plans"
        lead={`Customers' monthly gold plans. Due: the next instalment falls due within ${GOLD_PLAN_DUE_SOON_DAYS} days; overdue: its date has passed unpaid.`}
        aside={
          <div className={`${styles.rowActions} ${page.export}`}>
            <button type="button" className={buttons.secondary} onClick={() => void download()}>
              Export CSV
            </button>
          </div>
        }
        searchLabel="Search by customer name, e-mail or phone"
        filters={
          <>
            <SelectField
              label="Show"
              value={filter.due ?? ''}
              options={[
                { value: '', label: 'All plans' },
                { value: 'due', label: `Due within ${GOLD_PLAN_DUE_SOON_DAYS} days` },
                { value: 'overdue', label: 'Overdue' },
              ]}
              onChange={(event) => list.update({ due: event.target.value || undefined })}
            />
            <SelectField
              label="Status"
              value={filter.status ?? ''}
              options={[{ value: '', label: 'Any status' }, ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))]}
              onChange={(event) => list.update({ status: event.target.value || undefined })}
            />
          </>
        }
        list={list}
        answer={answer}
        noun="enrolments"
        emptyText={filter.q ? 'No enrolment of a customer matching the search.' : filter.due === 'overdue' ? 'No plan is overdue.' : filter.due === 'due' ? 'Nothing falls due in the next few days.' : 'No enrolments match.'}
        notice={outcome?.ok ? outcome.text : null}
        problem={outcome && !outcome.ok ? outcome.text : null}
        columns={[
          {
            header: 'Customer',
            cell: (row) => (
              <>
                {row.customer.name}
                <div className={styles.muted}>{row.customer.email}</div>
              </>
            ),
          },
          {
            header: 'Plan',
            cell: (row) => (
              <>
                {row.planName.en}
                <div className={styles.muted}>
                  {STATUS_LABELS[row.status]} · since {formatDay(`${row.startDate}T00:00:00+05:30`)}
                </div>
              </>
            ),
          },
          { header: 'Monthly', numeric: true, cell: (row) => formatInr(row.monthlyAmount) },
          {
            header: 'Paid',
            numeric: true,
            cell: (row) => (
              <>
                {formatInr(row.balance)}
                <div className={styles.muted}>
                  {row.paidInstalments} of {row.instalments}
                </div>
              </>
            ),
          },
          {
            header: 'Next due',
            cell: (row) =>
              row.nextDueDate ? (
                <>
                  {formatDay(`${row.nextDueDate}T00:00:00+05:30`)}
                  <div>
                    <span className={`${styles.badge} ${dueTone(row)}`}>{row.dueState === 'overdue' ? 'Overdue' : row.dueState === 'due' ? 'Due' : `No. ${row.nextInstalment}`}</span>
                  </div>
                </>
              ) : (
                <span className={styles.muted}>Nothing due</span>
              ),
          },
          {
            header: 'Cash',
            cell: (row) =>
              row.status === 'active' && row.dueState !== null ? (
                <button type="button" className={buttons.textLink} disabled={cash.isPending} onClick={() => setConfirming(row)}>
                  Record cash
                  <span className="visually-hidden">
                    {' '}
                    for instalment {row.nextInstalment} of {row.customer.name}
                  </span>
                </button>
              ) : null,
          },
        ]}
      />
      {confirming && (
        <ConfirmDialog
          message={`Record instalment ${confirming.nextInstalment} of ${confirming.customer.name}'s plan, ${formatInr(confirming.monthlyAmount)}, as paid in cash today? Do this only once the cash is in the till.`}
          confirmLabel="Record cash"
          cancelLabel="Cancel"
          onConfirm={() => void record(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  );
}
