import { Link } from 'react-router';
import buttons from '../../../components/ui/button.module.css';
import styles from './account.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

interface EmptySectionProps {
  title: string;
  text: string;
  action: string;
  to?: string;
}

/** An empty list in the account area, always with a way on to the collection. */
export function EmptySection({ title, text, action, to = href('products') }: EmptySectionProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyMark} aria-hidden="true">
        ◇
      </span>
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.emptyText}>{text}</p>
      <Link to={to} className={buttons.primary}>
        {action}
      </Link>
    </div>
  );
}
