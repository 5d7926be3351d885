import type { ReactNode } from 'react';
import styles from './alert.module.css';

interface AlertProps {
  tone: 'success' | 'error' | 'info';
  children: ReactNode;
  title?: string;
  /** Shown as a close button when given (the spec's dismissible alerts). */
  onDismiss?: () => void;
  dismissLabel?: string;
}

/** An inline message above a form: errors are announced at once, others politely. */
export function Alert({ tone, children, title, onDismiss, dismissLabel = 'Dismiss' }: AlertProps) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        <div>{children}</div>
      </div>
      {onDismiss && (
        <button type="button" className={styles.close} aria-label={dismissLabel} onClick={onDismiss}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
