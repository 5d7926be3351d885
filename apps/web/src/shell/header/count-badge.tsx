import styles from './count-badge.module.css';

/** 99+ beyond two digits. */
function formatCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * A small count over an icon; nothing at 0 (spec A section 4). The digits are drawn by CSS from
 * `data-count`, so the button's accessible name (which says the count in words) stays its only name.
 */
export function CountBadge({ count, testId }: { count: number; testId?: string }) {
  if (count <= 0) return null;
  return <span className={styles.badge} data-testid={testId} data-count={formatCount(count)} aria-hidden="true" />;
}

/** The same count beside a menu item's text. */
export function CountBadgeInline({ count }: { count: number }) {
  if (count <= 0) return null;
  return <span className={styles.inline}>{formatCount(count)}</span>;
}
