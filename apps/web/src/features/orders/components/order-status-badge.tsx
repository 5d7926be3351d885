import { getStatusTone } from '../lib/order-rules';
import { useOrderFormat } from '../lib/use-order-format';
import styles from './orders.module.css';

/** The order's status as a quiet pill; the colour only repeats what the word says. */
export function OrderStatusBadge({ status }: { status: string }) {
  const format = useOrderFormat();
  return <span className={`${styles.badge} ${styles[`tone-${getStatusTone(status)}`]}`}>{format.status(status)}</span>;
}
