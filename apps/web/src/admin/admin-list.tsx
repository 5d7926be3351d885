import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Pagination } from '@aabhushan/shared/rules/pagination';
import buttons from '../components/ui/button.module.css';
import { TextField } from '../components/ui/form-field';
import { getErrorMessage } from '../lib/error-message';
import { useDocumentTitle } from '../lib/use-document-title';
import styles from './admin.module.css';
import { OutcomeMessages } from './outcome-messages';
import { Pager } from './pager';
import { useListParams } from './use-list-params';

export interface AdminColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  numeric?: boolean;
}

interface AdminListProps<T> {
  title: string;
  lead: ReactNode;
  /** The button to a new record: '/admin/brands/new', 'New brand' (none where staff do not make them: orders). */
  newLink?: { to: string; label: string };
  /** Above the heading (a section's tabs). */
  before?: ReactNode;
  /** Between the heading and the search (what else the section offers). */
  aside?: ReactNode;
  /** The search box's label; no box where the API has no search. */
  searchLabel?: string;
  /** The filters beside the search, each reading and writing the address (`list.read`, `list.update`). */
  filters?: ReactNode;
  list: ReturnType<typeof useAdminListParams>;
  answer: { data?: { items: T[]; pagination: Pagination }; error: unknown; isFetching?: boolean };
  /** Plural, for the pager: "12 brands". */
  noun: string;
  columns: Array<AdminColumn<T>>;
  notice?: string | null;
  problem?: string | null;
  /** Said when the list is empty; by default whether a search found nothing or nothing was made yet. */
  emptyText?: string;
}

/** A staff list's address (words searched, filters, page), with the search box's own text until it is sent. */
export function useAdminListParams() {
  const params = useListParams();
  const [search, setSearch] = useState(params.read('q') ?? '');
  const send = () => params.update({ q: search.trim() || undefined });
  return { ...params, search, setSearch, send };
}

/** A staff list: heading with its new-record button, search and filters in the address, the table, and the pager. */
export function AdminList<T extends { id: string }>(props: AdminListProps<T>) {
  const { title, lead, newLink, before, aside, searchLabel, filters, list, answer, noun, columns, notice, problem } = props;
  useDocumentTitle(title);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    list.send();
  };
  const { t } = useTranslation();
  const { data, error, isFetching } = answer;
  const emptyText = props.emptyText ?? (list.read('q') ? 'Nothing matches the search.' : 'Nothing here yet.');
  return (
    <>
      {before}
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </div>
        {newLink && (
          <Link to={newLink.to} className={buttons.primary}>
            {newLink.label}
          </Link>
        )}
      </div>
      {aside}
      {(searchLabel || filters) && (
        <div className={`${styles.toolbar} ${searchLabel && filters ? '' : styles.narrow}`}>
          {searchLabel && (
            <form onSubmit={onSearch} role="search" aria-label={title}>
              <TextField label={searchLabel} value={list.search} onChange={(event) => list.setSearch(event.target.value)} onBlur={list.send} />
            </form>
          )}
          {filters}
        </div>
      )}
      <OutcomeMessages notice={notice} problem={problem} />
      {/* The API's own sentence: a date range the wrong way round says so; a lost connection too. */}
      {error ? (
        <p className={styles.problem} role="alert">
          {getErrorMessage(error, t)}
        </p>
      ) : null}
      <div className={styles.tableWrap} aria-busy={isFetching}>
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={column.numeric ? styles.number : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.items.map((item) => (
              <tr key={item.id}>
                {columns.map((column) => (
                  <td key={column.header} className={column.numeric ? styles.number : undefined}>
                    {column.cell(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.items.length === 0 && <p className={styles.empty}>{emptyText}</p>}
      </div>
      {data && <Pager pagination={data.pagination} noun={noun} onPage={list.goToPage} />}
    </>
  );
}
