import { useTranslation } from 'react-i18next';
import { toastStore, type ToastStore } from './toast-store';
import { ToastItem } from './toast-item';
import { useToasts } from './use-toasts';
import styles from './toasts.module.css';

/** Top right, at most 400 px wide; full width at 768 px and below (spec A section 2). */
export function ToastContainer({ store = toastStore }: { store?: ToastStore }) {
  const { t } = useTranslation();
  const toasts = useToasts(store);
  return (
    <section className={styles.container} aria-label={t('toast.region')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} store={store} />
      ))}
    </section>
  );
}
