import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../components/ui/button.module.css';
import { SelectField } from '../../components/ui/form-field';
import { apiGetBlob } from '../../lib/api-download';
import { getErrorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatWhen } from '../admin-format';
import { useAdminEnquiries, useSetEnquiryStatus } from '../admin-api';
import styles from '../admin.module.css';
import { OutcomeMessages } from '../outcome-messages';
import { Pager } from '../pager';
import { useListParams } from '../use-list-params';

/** /admin/enquiries: what shoppers wrote through the contact form, handled or open; and the newsletter list. */
export function EnquiriesPage() {
  const { t } = useTranslation();
  useDocumentTitle('Enquiries');
  const { read, page, update, goToPage } = useListParams({ status: 'active' });
  const query = { status: read('status')!, page };
  const { data, isError } = useAdminEnquiries(query);
  const setStatus = useSetEnquiryStatus();
  const [problem, setProblem] = useState<string | null>(null);

  const download = async () => {
    setProblem(null);
    try {
      const blob = await apiGetBlob('/api/admin/newsletter/subscribers.csv');
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = 'aabhushan-newsletter-subscribers.csv';
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      setProblem(getErrorMessage(error, t));
    }
  };
  const change = async (id: string, status: 'active' | 'handled') => {
    setProblem(null);
    try {
      await setStatus.mutateAsync({ id, status });
    } catch (error) {
      setProblem(getErrorMessage(error, t));
    }
  };

  return (
    <>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>Enquiries</h1>
          <p className={styles.lead}>Messages from the contact form. Reply by e-mail or phone, then mark them handled.</p>
        </div>
        <button type="button" className={buttons.secondary} onClick={() => void download()}>
          Newsletter subscribers (CSV)
        </button>
      </div>
      <div className={`${styles.toolbar} ${styles.narrow}`}>
        <SelectField
          label="Show"
          value={query.status}
          options={[
            { value: 'active', label: 'Open' },
            { value: 'handled', label: 'Handled' },
          ]}
          onChange={(event) => update({ status: event.target.value })}
        />
      </div>
      <OutcomeMessages problem={problem} />
      {isError && <p className={styles.problem}>The enquiries could not be loaded. Try again in a moment.</p>}
      <ul className={styles.cardList}>
        {data?.items.map((enquiry) => (
          <li key={enquiry.id} className={styles.panel}>
            <div className={styles.enquiryHead}>
              <div>
                <strong>{enquiry.name}</strong> <span className={styles.badge}>{enquiry.category}</span>
                <div className={styles.muted}>
                  <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a> · <a href={`tel:${enquiry.number}`}>{enquiry.number}</a> · {formatWhen(enquiry.createdAt)}
                </div>
              </div>
              <button type="button" className={buttons.secondary} disabled={setStatus.isPending} onClick={() => void change(enquiry.id, enquiry.status === 'active' ? 'handled' : 'active')}>
                {enquiry.status === 'active' ? 'Mark handled' : 'Open again'}
                <span className="visually-hidden"> (enquiry from {enquiry.name})</span>
              </button>
            </div>
            <p className={styles.message}>{enquiry.message}</p>
          </li>
        ))}
      </ul>
      {data && data.items.length === 0 && <p className={styles.empty}>{query.status === 'active' ? 'No open enquiries: every message has been handled.' : 'No handled enquiries yet.'}</p>}
      {data && <Pager pagination={data.pagination} noun="enquiries" onPage={goToPage} />}
    </>
  );
}
