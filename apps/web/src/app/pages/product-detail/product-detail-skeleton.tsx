import { useTranslation } from 'react-i18next';
import layout from '../../../components/ui/layout.module.css';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './product-detail.module.css';

export function ProductDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={`${layout.container} ${styles.page}`} role="status" aria-label={t('common.loading')}>
      <Skeleton width="50%" height="0.8rem" />
      <div className={styles.layout}>
        <Skeleton square />
        <div className={styles.info}>
          <Skeleton width="30%" height="0.8rem" />
          <Skeleton width="85%" height="2.2rem" />
          <Skeleton width="40%" height="1.8rem" />
          <Skeleton width="100%" height="4rem" />
          <Skeleton width="60%" height="2.8rem" />
        </div>
      </div>
    </div>
  );
}
