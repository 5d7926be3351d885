import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getPageWindow } from '@aabhushan/shared/rules/pagination';
import styles from './pagination.module.css';

interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** The link for a page (the page lives in the URL, `?page=`). */
  getHref: (page: number) => string;
}

/**
 * Page links: all pages when 5 or fewer, else first, last and current plus or minus 1,
 * with ellipses (spec B section 9). The current page is marked aria-current="page".
 */
export function Pagination({ currentPage, totalPages, getHref }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const items = getPageWindow(currentPage, totalPages);
  return (
    <nav aria-label={t('pagination.label')} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          {currentPage > 1 ? (
            <Link to={getHref(currentPage - 1)} className={styles.step} aria-label={t('pagination.previous')} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className={styles.stepText}>{t('pagination.previousShort')}</span>
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              ‹<span className={styles.stepText}>{t('pagination.previousShort')}</span>
            </span>
          )}
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={getHref(item)}
                className={item === currentPage ? `${styles.page} ${styles.current}` : styles.page}
                aria-current={item === currentPage ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {currentPage < totalPages ? (
            <Link to={getHref(currentPage + 1)} className={styles.step} aria-label={t('pagination.next')} rel="next">
              <span className={styles.stepText}>{t('pagination.nextShort')}</span>
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              <span className={styles.stepText}>{t('pagination.nextShort')}</span>›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
