import { useTranslation } from 'react-i18next';
import styles from './shell-loading.module.css';

/** The first paint while the first page's code arrives: the ivory ground and the wordmark. */
export function ShellLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen} role="status" aria-label={t('common.loading')}>
      <span className={styles.mark}>Aabhushan</span>
    </div>
  );
}
