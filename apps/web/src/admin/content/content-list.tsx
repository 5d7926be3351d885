import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../components/ui/button.module.css';
import { SelectField, TextField } from '../../components/ui/form-field';
import { getErrorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from '../admin.module.css';
import { OutcomeMessages } from '../outcome-messages';
import { Pager } from '../pager';
import { useListParams } from '../use-list-params';
import { useContentList, useContentState, type ContentResourcePath } from './content-api';
import { ContentTabs } from './content-tabs';

export interface ContentColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  numeric?: boolean;
}

export interface ContentFilter {
  name: string;
  label: string;
  placeholder: string;
  options: Array<{ value: string; label: string }>;
}

export interface ContentState {
  label: string;
  tone: 'good' | 'warn' | 'bad' | '';
  /** Shown to shoppers (or on its way): the button offers to switch it off. */
  on: boolean;
}

interface ContentListProps<T> {
  resource: ContentResourcePath;
  /** The section's address, e.g. '/admin/blog'. */
  section: string;
  title: string;
  lead: string;
  newLabel: string;
  /** Plural, for the pager: "12 posts". */
  noun: string;
  searchLabel: string;
  /** The first column's header: 'Title', 'Question', 'Name'. */
  nameHeader: string;
  filters?: ContentFilter[];
  nameOf: (item: T) => string;
  detailOf?: (item: T) => ReactNode;
  columns: Array<ContentColumn<T>>;
  stateOf: (item: T) => ContentState;
  switchLabels: { on: string; off: string };
  /** Shown between the heading and the search: what else the section offers. */
  aside?: ReactNode;
}

/** A content section's list: tabs, search and filters in the address, the table, paging, and switching items on and off. */
export function ContentList<T extends { id: string }>(props: ContentListProps<T>) {
  const { resource, section, title, noun, filters = [], nameOf, detailOf, columns, stateOf, switchLabels } = props;
  const { t } = useTranslation();
  useDocumentTitle(title);
  const { read, page, update, goToPage } = useListParams();
  const query: Record<string, string | number | undefined> = { q: read('q'), page };
  for (const filter of filters) query[filter.name] = read(filter.name);
  const [search, setSearch] = useState(read('q') ?? '');
  const { data, isError } = useContentList<T>(resource, query);
  const setState = useContentState<T>(resource);
  // An item just deleted in its editor arrives here with the API's message.
  const deleted = (useLocation().state as { notice?: string } | null)?.notice;
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(deleted ? { ok: true, text: deleted } : null);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() || undefined });
  };
  const toggle = async (item: T) => {
    try {
      const { message } = await setState.mutateAsync({ id: item.id, on: !stateOf(item).on });
      setOutcome({ ok: true, text: `${nameOf(item)}: ${message}.` });
    } catch (error) {
      setOutcome({ ok: false, text: getErrorMessage(error, t) });
    }
  };

  return (
    <>
      <ContentTabs />
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{props.lead}</p>
        </div>
        <Link to={`${section}/new`} className={buttons.primary}>
          {props.newLabel}
        </Link>
      </div>
      {props.aside}
      <div className={styles.toolbar}>
        <form onSubmit={onSearch} role="search" aria-label={title}>
          <TextField label={props.searchLabel} value={search} onChange={(event) => setSearch(event.target.value)} />
        </form>
        {filters.map((filter) => (
          <SelectField
            key={filter.name}
            label={filter.label}
            value={read(filter.name) ?? ''}
            placeholder={filter.placeholder}
            options={filter.options}
            onChange={(event) => update({ [filter.name]: event.target.value || undefined })}
          />
        ))}
      </div>
      <OutcomeMessages notice={outcome?.ok ? outcome.text : null} problem={outcome && !outcome.ok ? outcome.text : null} />
      {isError && <p className={styles.problem}>The {noun} could not be loaded. Try again in a moment.</p>}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{props.nameHeader}</th>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={column.numeric ? styles.number : undefined}>
                  {column.header}
                </th>
              ))}
              <th scope="col">On the store</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((item) => {
              const state = stateOf(item);
              return (
                <tr key={item.id}>
                  <td>
                    <Link to={`${section}/${item.id}`} className={styles.rowLink}>
                      {nameOf(item)}
                    </Link>
                    {detailOf && <div className={styles.muted}>{detailOf(item)}</div>}
                  </td>
                  {columns.map((column) => (
                    <td key={column.header} className={column.numeric ? styles.number : undefined}>
                      {column.cell(item)}
                    </td>
                  ))}
                  <td>
                    <div className={styles.rowActions}>
                      <span className={`${styles.badge} ${styles[state.tone] ?? ''}`}>{state.label}</span>
                      <button type="button" className={buttons.textLink} disabled={setState.isPending} onClick={() => void toggle(item)}>
                        {state.on ? switchLabels.off : switchLabels.on}
                        <span className="visually-hidden"> {nameOf(item)}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {data && data.items.length === 0 && <p className={styles.empty}>{read('q') ? 'Nothing matches the search.' : 'Nothing here yet.'}</p>}
      </div>
      {data && <Pager pagination={data.pagination} noun={noun} onPage={goToPage} />}
    </>
  );
}
