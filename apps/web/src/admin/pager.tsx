import type { Pagination } from '@aabhushan/shared/rules/pagination';
import buttons from '../components/ui/button.module.css';
import styles from './admin.module.css';

/** "Page 2 of 7 (163)" with previous and next; nothing when everything fits one page. */
export function Pager({ pagination, onPage, noun }: { pagination: Pagination; onPage: (page: number) => void; noun: string }) {
  const { currentPage, totalPages, totalItems } = pagination;
  return (
    <div className={styles.pager}>
      <span className={styles.muted}>
        {totalItems} {noun}
        {totalPages > 1 && ` · page ${currentPage} of ${totalPages}`}
      </span>
      {totalPages > 1 && (
        <div className={styles.pagerButtons}>
          <button type="button" className={buttons.secondary} disabled={!pagination.hasPreviousPage} onClick={() => onPage(currentPage - 1)}>
            Previous
          </button>
          <button type="button" className={buttons.secondary} disabled={!pagination.hasNextPage} onClick={() => onPage(currentPage + 1)}>
            Next
          </button>
        </div>
      )}
    </div>
  );
}
