import { useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Toast, ToastStore } from '../../lib/toast/toast-store';
import styles from './toasts.module.css';

const ICON_PATHS: Record<Toast['type'], string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  error: 'M12 7v6m0 3.5v.5',
  warning: 'M12 8v5m0 3.5v.5',
  info: 'M12 11v6m0-9.5V8',
};

interface ToastItemProps {
  toast: Toast;
  store: ToastStore;
}

/** One toast; its timer pauses while hovered or while focus is inside it, and resumes when neither. */
export function ToastItem({ toast, store }: ToastItemProps) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  useEffect(() => {
    if (held) store.pause(toast.id);
    else store.resume(toast.id);
  }, [held, store, toast.id]);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  return (
    <div
      className={`${styles.toast} ${styles[toast.type]}`}
      data-testid="toast"
      data-type={toast.type}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="16" height="16">
          <path d={ICON_PATHS[toast.type]} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </span>
      <div className={styles.body}>
        {toast.title && <p className={styles.title}>{toast.title}</p>}
        <p className={styles.message}>{toast.message}</p>
        {toast.action && (
          <button type="button" className={styles.action} onClick={() => void store.runAction(toast.id)}>
            {toast.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={t('toast.close')}
        onClick={() => store.dismiss(toast.id)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      {toast.autoDismiss && (
        <span className={styles.progress} style={{ width: `${toast.progress}%` }} aria-hidden="true" />
      )}
    </div>
  );
}
