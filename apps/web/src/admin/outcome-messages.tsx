import styles from './admin.module.css';

/** What the last action did (announced politely) or why it failed (announced at once). */
export function OutcomeMessages({ notice, problem }: { notice?: string | null; problem?: string | null }) {
  return (
    <>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
