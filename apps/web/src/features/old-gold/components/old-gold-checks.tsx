import { useTranslation } from 'react-i18next';
import styles from './old-gold-checks.module.css';

const CHECKS = ['purity', 'melting', 'stones', 'documents'] as const;

/** What the showroom checks before it pays: purity on the karat meter, melting loss, stones removed, ID and invoice. */
export function OldGoldChecks() {
  const { t } = useTranslation();
  return (
    <section className={styles.checks} aria-labelledby="old-gold-checks-title">
      <h2 id="old-gold-checks-title" className={styles.heading}>
        {t('oldGold.checks.title')}
      </h2>
      <ol className={styles.list}>
        {CHECKS.map((check, index) => (
          <li key={check} className={styles.item}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className={styles.title}>{t(`oldGold.checks.items.${check}.title`)}</h3>
              <p className={styles.text}>{t(`oldGold.checks.items.${check}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
