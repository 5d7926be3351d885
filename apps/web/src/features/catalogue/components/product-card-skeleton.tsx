import { Skeleton } from '../../../components/ui/skeleton';
import styles from './product-card.module.css';

/** Holds a card's exact space while products load. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton square />
      <div className={styles.body}>
        <Skeleton width="40%" height="0.7rem" />
        <Skeleton width="90%" height="1.1rem" />
        <Skeleton width="60%" height="1.1rem" />
        <Skeleton width="45%" height="1rem" />
      </div>
    </div>
  );
}
