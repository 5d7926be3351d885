import styles from './count-badge.module.css';

/** A small count over an icon; nothing at 0 (spec A section 4). 99+ beyond two digits. */
export function CountBadge({ count, testId }: { count: number; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} data-testid={testId} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The same count beside a menu item's text. */
export function CountBadgeInline({ count }: { count: number }) {
  if (count <= 0) return null;
  return <span className={styles.inline}>{count > 99 ? '99+' : count}</span>;
}
