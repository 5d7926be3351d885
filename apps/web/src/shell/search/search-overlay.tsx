import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../../lib/use-focus-trap';
import { SEARCH_OVERLAY_ID } from '../header/header';
import { Icon } from '../icons';
import { addRecentSearch } from '../../lib/recent-searches';
import { SearchStart } from './search-start';
import { SearchSuggestions } from './search-suggestions';
import { useSuggestions } from './use-suggestions';
import styles from './search.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

interface SearchOverlayProps {
  open: boolean;
  onClose: () => void;
}

/** The /products search link for a term (trimmed). */
export function searchHref(term: string): string {
  return href('products', {}, { search: term.trim() });
}

/**
 * The search overlay (spec A sections 2 and 5): submitting goes to /products?search=
 * (trimmed; empty is ignored); past 1 character, product pills are suggested; arrows walk
 * the pills and Enter opens one; Escape, the close button or a click outside close it.
 */
export function SearchOverlay({ open, onClose }: SearchOverlayProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState({ query: '', index: -1 });
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const suggestions = useSuggestions(text);
  useFocusTrap(panelRef, open, onClose, inputRef);

  if (!open) return null;

  const products = suggestions.products;
  // The highlighted pill belongs to the list it was chosen in; new text starts over.
  const activeIndex = active.query === suggestions.query && active.index < products.length ? active.index : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const go = (to: string, term: string) => {
    addRecentSearch(term);
    navigate(to);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    go(searchHref(trimmed), trimmed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = products.length;
    if (count === 0) return;
    const forward = event.key === 'ArrowDown' || (event.key === 'ArrowRight' && activeIndex >= 0);
    const back = event.key === 'ArrowUp' || (event.key === 'ArrowLeft' && activeIndex >= 0);
    if (forward || back) {
      event.preventDefault();
      const next = forward ? (activeIndex + 1) % count : activeIndex <= 0 ? count - 1 : activeIndex - 1;
      setActive({ query: suggestions.query, index: next });
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      go(href('product', { slug: products[activeIndex]!.slug }), text);
    }
  };

  const showSuggestions = suggestions.status !== 'idle';

  return (
    <div
      id={SEARCH_OVERLAY_ID}
      className={styles.backdrop}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-label={t('search.title')}>
        <div className={styles.inner}>
          <div className={styles.top}>
            <form role="search" className={styles.form} onSubmit={submit}>
              <label htmlFor="site-search" className="visually-hidden">
                {t('search.label')}
              </label>
              <Icon name="search" />
              <input
                ref={inputRef}
                id="site-search"
                type="search"
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={showSuggestions && products.length > 0}
                aria-controls={listId}
                aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
                className={styles.input}
                placeholder={t('search.placeholder')}
                value={text}
                maxLength={100}
                autoComplete="off"
                enterKeyHint="search"
                onChange={(event) => setText(event.target.value)}
                onKeyDown={onKeyDown}
              />
              <button type="submit" className={styles.submit}>
                {t('search.submit')}
              </button>
            </form>
            <button type="button" className={styles.close} aria-label={t('search.close')} onClick={onClose}>
              <Icon name="close" />
            </button>
          </div>
          {showSuggestions ? (
            <SearchSuggestions
              suggestions={suggestions}
              listId={listId}
              optionId={optionId}
              activeIndex={activeIndex}
              onOpen={(slug) => go(href('product', { slug }), text)}
              onHover={(index) => setActive({ query: suggestions.query, index })}
              seeAllHref={searchHref(suggestions.query)}
              onSeeAll={() => go(searchHref(suggestions.query), suggestions.query)}
            />
          ) : (
            <SearchStart
              onSearch={(term) => go(searchHref(term), term)}
              onNavigate={onClose}
              onFocusLost={() => inputRef.current?.focus()}
            />
          )}
        </div>
      </div>
    </div>
  );
}
