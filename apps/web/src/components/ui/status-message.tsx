import type { ReactNode } from 'react';
import styles from './status-message.module.css';

interface StatusMessageProps {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'error';
  /** Heading level for the title; pages whose main heading it is pass 1. */
  level?: 1 | 2;
}

/** Empty, error and not-found states: a calm centred note with a way forward. */
export function StatusMessage({ title, children, actions, tone = 'neutral', level = 2 }: StatusMessageProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={`${styles.box} ${styles[tone]}`} role={tone === 'error' ? 'alert' : undefined}>
      <span className={styles.ornament} aria-hidden="true">
        ◇
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.text}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
