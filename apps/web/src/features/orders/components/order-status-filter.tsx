import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../../components/ui/form.module.css';
import { ORDER_STATUSES } from '../lib/order-types';
import { useOrderFormat } from '../lib/use-order-format';
import styles from './orders.module.css';

/** The status filter: all orders or one of the nine statuses (spec B section 4 labels). */
export function OrderStatusFilter({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={form.label}>
        {t('orders.filter.label')}
      </label>
      <select id={id} className={form.input} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('orders.filter.all')}</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {format.status(status)}
          </option>
        ))}
      </select>
    </div>
  );
}
