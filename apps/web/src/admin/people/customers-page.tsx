import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminCustomer } from '@aabhushan/shared/schemas/admin-people';
import buttons from '../../components/ui/button.module.css';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { getErrorMessage } from '../../lib/error-message';
import { formatDay, formatInr } from '../admin-format';
import { AdminList, useAdminListParams } from '../admin-list';
import { useAdminCustomers, useSetCustomerDisabled } from '../admin-api';
import styles from '../admin.module.css';

/** /admin/customers: who shops here, what they bought, and disabling an account (its sessions end at once). */
export function CustomersPage() {
  const { t } = useTranslation();
  const list = useAdminListParams();
  const answer = useAdminCustomers({ q: list.read('q'), page: list.page });
  const setDisabled = useSetCustomerDisabled();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
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
      <AdminList<AdminCustomer>
        title="Customers"
        lead="Spent counts orders that are paid, or cash on delivery, and not cancelled or returned."
        searchLabel="Name, e-mail or phone"
        list={list}
        answer={answer}
        noun="customers"
        emptyText="No customers match."
        notice={outcome?.ok ? outcome.text : null}
        problem={outcome && !outcome.ok ? outcome.text : null}
        columns={[
          {
            header: 'Customer',
            cell: (customer) => (
              <>
                {customer.name}
                <div className={styles.muted}>
                  {customer.email}
                  {customer.contact && ` · ${customer.contact}`}
                </div>
              </>
            ),
          },
          { header: 'Joined', cell: (customer) => formatDay(customer.createdAt) },
          {
            header: 'Orders',
            numeric: true,
            cell: (customer) =>
              customer.orders > 0 ? (
                <Link to={`/admin/orders?q=${encodeURIComponent(customer.email)}`} className={styles.rowLink}>
                  {customer.orders}
                  <span className="visually-hidden"> orders of {customer.name}</span>
                </Link>
              ) : (
                0
              ),
          },
          { header: 'Spent', numeric: true, cell: (customer) => formatInr(customer.spent) },
          {
            header: 'Account',
            cell: (customer) => (
              <div className={styles.rowActions}>
                <span className={`${styles.badge} ${customer.disabledAt ? styles.bad : styles.good}`}>{customer.disabledAt ? 'Disabled' : 'Active'}</span>
                <button type="button" className={buttons.textLink} disabled={setDisabled.isPending} onClick={() => (customer.disabledAt ? void toggle(customer) : setConfirming(customer))}>
                  {customer.disabledAt ? 'Enable' : 'Disable'}
                  <span className="visually-hidden"> {customer.name}</span>
                </button>
              </div>
            ),
          },
        ]}
      />
      {confirming && (
        <ConfirmDialog
          message={`Disable ${confirming.name}'s account? They are signed out everywhere at once and cannot sign in until you enable it again.`}
          confirmLabel="Disable account"
          cancelLabel="Keep it active"
          onConfirm={() => void toggle(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  );
}
