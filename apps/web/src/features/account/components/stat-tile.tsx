import styles from './account.module.css';

/** One figure on the dashboard: a label and its value. */
export function StatTile({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.tile}>
      <p className={styles.tileValue}>{value}</p>
      <p className={styles.tileLabel}>{label}</p>
    </div>
  );
}
