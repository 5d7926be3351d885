import { useTranslation } from 'react-i18next';
import { toastStore, type ToastStore } from '../../lib/toast/toast-store';
import { ToastItem } from './toast-item';
import { useToasts } from './use-toasts';
import styles from './toasts.module.css';

/**
 * Top right, at most 400 px wide; full width at 768 px and below (spec A section 2).
 * Two live regions stay mounted so screen readers announce every toast added to them:
 * errors assertively (role alert), the rest politely (role status).
 */
export function ToastContainer({ store = toastStore }: { store?: ToastStore }) {
  const { t } = useTranslation();
  const toasts = useToasts(store);
  const errors = toasts.filter((toast) => toast.type === 'error');
  const others = toasts.filter((toast) => toast.type !== 'error');
  return (
    <section className={styles.container} aria-label={t('toast.region')}>
      <div className={styles.region} role="alert" aria-live="assertive">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} store={store} />
        ))}
      </div>
      <div className={styles.region} role="status" aria-live="polite">
        {others.map((toast) => (
          <ToastItem key={toast.id} toast={toast} store={store} />
        ))}
      </div>
    </section>
  );
}
