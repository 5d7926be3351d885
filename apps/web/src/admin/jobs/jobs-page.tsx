import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../components/ui/button.module.css';
import { SelectField } from '../../components/ui/form-field';
import { getErrorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatWhen } from '../admin-format';
import styles from '../admin.module.css';
import { OutcomeMessages } from '../outcome-messages';
import { Pager } from '../pager';
import { useListParams } from '../use-list-params';
import { useAdminJobs, useRetryJob } from './jobs-api';

const KIND_LABELS: Record<string, string> = { mail: 'E-mail', 'payment-reconcile': 'Payment check' };

/**
 * /admin/jobs: the store's background work (e-mail, the payment check before an unpaid order is
 * cancelled). A job that kept failing stops with its reason; staff mend the cause (the mail
 * server, the gateway's keys) and try it again.
 */
export function JobsPage() {
  const { t } = useTranslation();
  useDocumentTitle('Background jobs');
  const { read, page, update, goToPage } = useListParams({ status: 'failed' });
  const query = { status: read('status')!, page };
  const { data, isError } = useAdminJobs(query);
  const retry = useRetryJob();
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const tryAgain = async (id: string) => {
    setNotice(null);
    setProblem(null);
    try {
      setNotice((await retry.mutateAsync(id)).message);
    } catch (error) {
      setProblem(getErrorMessage(error, t));
    }
  };

  return (
    <>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>Background jobs</h1>
          <p className={styles.lead}>E-mail and payment checks run in the background and are tried again when they fail. Those that kept failing wait here.</p>
        </div>
      </div>
      <div className={`${styles.toolbar} ${styles.narrow}`}>
        <SelectField
          label="Show"
          value={query.status}
          options={[
            { value: 'failed', label: 'Failed' },
            { value: 'pending', label: 'Waiting' },
            { value: 'running', label: 'Running' },
            { value: 'done', label: 'Done (last 7 days)' },
          ]}
          onChange={(event) => update({ status: event.target.value })}
        />
      </div>
      <OutcomeMessages notice={notice} problem={problem} />
      {isError && <p className={styles.problem}>The jobs could not be loaded. Try again in a moment.</p>}
      <ul className={styles.cardList} aria-label="Jobs">
        {data?.items.map((job) => (
          <li key={job.id} className={styles.panel}>
            <div className={styles.enquiryHead}>
              <div>
                <strong>{KIND_LABELS[job.kind] ?? job.kind}</strong> <span className={styles.badge}>{job.about}</span>
                <div className={styles.muted}>
                  {job.attempts} of {job.maxAttempts} tries · last {formatWhen(job.updatedAt)} · asked for {formatWhen(job.createdAt)}
                </div>
              </div>
              {job.status === 'failed' && (
                <button type="button" className={buttons.secondary} disabled={retry.isPending} onClick={() => void tryAgain(job.id)}>
                  Retry
                  <span className="visually-hidden"> ({KIND_LABELS[job.kind] ?? job.kind}: {job.about})</span>
                </button>
              )}
            </div>
            {job.lastError && <p className={styles.message}>Reason: {job.lastError}</p>}
          </li>
        ))}
      </ul>
      {data && data.items.length === 0 && <p className={styles.empty}>{query.status === 'failed' ? 'No failed jobs: everything went out.' : 'No jobs in this state.'}</p>}
      {data && <Pager pagination={data.pagination} noun="jobs" onPage={goToPage} />}
    </>
  );
}
