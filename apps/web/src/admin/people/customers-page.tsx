import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminCustomer } from '@aabhushan/shared/schemas/admin-people';
import buttons from '../../components/ui/button.module.css';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { TextField } from '../../components/ui/form-field';
import { getErrorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatDay, formatInr } from '../admin-format';
import { useAdminCustomers, useSetCustomerDisabled } from '../admin-api';
import styles from '../admin.module.css';
import { OutcomeMessages } from '../outcome-messages';
import { Pager } from '../pager';
import { useListParams } from '../use-list-params';

/** /admin/customers: who shops here, what they bought, and disabling an account (its sessions end at once). */
export function CustomersPage() {
  const { t } = useTranslation();
  useDocumentTitle('Customers');
  const { read, page, update, goToPage } = useListParams();
  const query = { q: read('q'), page };
  const [search, setSearch] = useState(query.q ?? '');
  const { data, isError } = useAdminCustomers(query);
  const setDisabled = useSetCustomerDisabled();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() || undefined });
  };
  const [confirming, setConfirming] = useState<AdminCustomer | null>(null);
  const toggle = async (customer: AdminCustomer) => {
    const disabling = customer.disabledAt === null;
    setConfirming(null);
    try {
      const { message } = await setDisabled.mutateAsync({ id: customer.id, disabled: disabling });
      setOutcome({ ok: true, text: `${customer.name}: ${message}.` });
    } catch (error) {
      setOutcome({ ok: false, text: getErrorMessage(error, t) });
    }
  };

  return (
    <>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>Customers</h1>
          <p className={styles.lead}>Spent counts orders that are paid, or cash on delivery, and not cancelled or returned.</p>
        </div>
      </div>
      <form className={`${styles.toolbar} ${styles.narrow}`} onSubmit={onSearch} role="search" aria-label="Customers">
        <TextField label="Name, e-mail or phone" value={search} onChange={(event) => setSearch(event.target.value)} />
      </form>
      <OutcomeMessages notice={outcome?.ok ? outcome.text : null} problem={outcome && !outcome.ok ? outcome.text : null} />
      {isError && <p className={styles.problem}>The customers could not be loaded. Try again in a moment.</p>}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Customers</caption>
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">Joined</th>
              <th scope="col" className={styles.number}>
                Orders
              </th>
              <th scope="col" className={styles.number}>
                Spent
              </th>
              <th scope="col">Account</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((customer) => (
              <tr key={customer.id}>
                <td>
                  {customer.name}
                  <div className={styles.muted}>
                    {customer.email}
                    {customer.contact && ` · ${customer.contact}`}
                  </div>
                </td>
                <td>{formatDay(customer.createdAt)}</td>
                <td className={styles.number}>
                  {customer.orders > 0 ? (
                    <Link to={`/admin/orders?q=${encodeURIComponent(customer.email)}`} className={styles.rowLink}>
                      {customer.orders}
                      <span className="visually-hidden"> orders of {customer.name}</span>
                    </Link>
                  ) : (
                    0
                  )}
                </td>
                <td className={styles.number}>{formatInr(customer.spent)}</td>
                <td>
                  <div className={styles.rowActions}>
                    <span className={`${styles.badge} ${customer.disabledAt ? styles.bad : styles.good}`}>{customer.disabledAt ? 'Disabled' : 'Active'}</span>
                    <button
                      type="button"
                      className={buttons.textLink}
                      disabled={setDisabled.isPending}
                      onClick={() => (customer.disabledAt ? void toggle(customer) : setConfirming(customer))}
                    >
                      {customer.disabledAt ? 'Enable' : 'Disable'}
                      <span className="visually-hidden"> {customer.name}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.items.length === 0 && <p className={styles.empty}>No customers match.</p>}
      </div>
      {confirming && (
        <ConfirmDialog
          message={`Disable ${confirming.name}'s account? They are signed out everywhere at once and cannot sign in until you enable it again.`}
          confirmLabel="Disable account"
          cancelLabel="Keep it active"
          onConfirm={() => void toggle(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
      {data && <Pager pagination={data.pagination} noun="customers" onPage={goToPage} />}
    </>
  );
}
