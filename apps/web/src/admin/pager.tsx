import type { Pagination } from '@aabhushan/shared/rules/pagination';
import buttons from '../components/ui/button.module.css';
import styles from './admin.module.css';

/** "1 order", "3 orders", "1 enquiry": the lists' plural nouns made singular for one. */
export const countOf = (count: number, noun: string) => `${count} ${count === 1 ? noun.replace(/ies$/, 'y').replace(/s$/, '') : noun}`;

/** "163 orders · page 2 of 7" with previous and next; the buttons only when there is more than one page. */
export function Pager({ pagination, onPage, noun }: { pagination: Pagination; onPage: (page: number) => void; noun: string }) {
  const { currentPage, totalPages, totalItems } = pagination;
  return (
    <div className={styles.pager}>
      <span className={styles.muted}>
        {countOf(totalItems, noun)}
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
