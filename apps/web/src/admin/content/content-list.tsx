import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../components/ui/button.module.css';
import { SelectField } from '../../components/ui/form-field';
import { getErrorMessage } from '../../lib/error-message';
import { AdminList, type AdminColumn, useAdminListParams } from '../admin-list';
import styles from '../admin.module.css';
import { useContentList, useContentState, type ContentResourcePath } from './content-api';
import { ContentTabs } from './content-tabs';

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
  /** The "new" button's words; none for records staff only edit (showrooms). */
  newLabel?: string;
  /** Plural, for the pager: "12 posts". */
  noun: string;
  searchLabel: string;
  /** The first column's header: 'Title', 'Question', 'Name'. */
  nameHeader: string;
  filters?: ContentFilter[];
  nameOf: (item: T) => string;
  detailOf?: (item: T) => ReactNode;
  columns: Array<AdminColumn<T>>;
  /** Records switched on and off: their state and the switch's words (no column without them). */
  stateOf?: (item: T) => ContentState;
  switchLabels?: { on: string; off: string };
  /** Shown between the heading and the search: what else the section offers. */
  aside?: ReactNode;
}

/** A content section's list: tabs, search and filters in the address, the table, paging, and switching items on and off. */
export function ContentList<T extends { id: string }>(props: ContentListProps<T>) {
  const { resource, section, title, noun, filters = [], nameOf, detailOf, columns, stateOf, switchLabels } = props;
  const { t } = useTranslation();
  const list = useAdminListParams();
  const query: Record<string, string | number | undefined> = { q: list.read('q'), page: list.page };
  for (const filter of filters) query[filter.name] = list.read(filter.name);
  const answer = useContentList<T>(resource, query);
  const setState = useContentState<T>(resource);
  // An item just deleted in its editor arrives here with the API's message.
  const deleted = (useLocation().state as { notice?: string } | null)?.notice;
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(deleted ? { ok: true, text: deleted } : null);

  const toggle = async (item: T, state: ContentState) => {
    try {
      const { message } = await setState.mutateAsync({ id: item.id, on: !state.on });
      setOutcome({ ok: true, text: `${nameOf(item)}: ${message}.` });
    } catch (error) {
      setOutcome({ ok: false, text: getErrorMessage(error, t) });
    }
  };

  const nameColumn: AdminColumn<T> = {
    header: props.nameHeader,
    cell: (item) => (
      <>
        <Link to={`${section}/${item.id}`} className={styles.rowLink}>
          {nameOf(item)}
        </Link>
        {detailOf && <div className={styles.muted}>{detailOf(item)}</div>}
      </>
    ),
  };
  const stateColumns: Array<AdminColumn<T>> =
    stateOf && switchLabels
      ? [
          {
            header: 'On the store',
            cell: (item) => {
              const state = stateOf(item);
              return (
                <div className={styles.rowActions}>
                  <span className={`${styles.badge} ${styles[state.tone] ?? ''}`}>{state.label}</span>
                  <button type="button" className={buttons.textLink} disabled={setState.isPending} onClick={() => void toggle(item, state)}>
                    {state.on ? switchLabels.off : switchLabels.on}
                    <span className="visually-hidden"> {nameOf(item)}</span>
                  </button>
                </div>
              );
            },
          },
        ]
      : [];

  return (
    <AdminList<T>
      before={<ContentTabs />}
      title={title}
      lead={props.lead}
      newLink={props.newLabel ? { to: `${section}/new`, label: props.newLabel } : undefined}
      aside={props.aside}
      searchLabel={props.searchLabel}
      filters={filters.map((filter) => (
        <SelectField
          key={filter.name}
          label={filter.label}
          value={list.read(filter.name) ?? ''}
          placeholder={filter.placeholder}
          options={filter.options}
          onChange={(event) => list.update({ [filter.name]: event.target.value || undefined })}
        />
      ))}
      list={list}
      answer={answer}
      noun={noun}
      columns={[nameColumn, ...columns, ...stateColumns]}
      notice={outcome?.ok ? outcome.text : null}
      problem={outcome && !outcome.ok ? outcome.text : null}
    />
  );
}
