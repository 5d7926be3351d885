import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useFocusTrap } from '../../lib/use-focus-trap';
import { SEARCH_OVERLAY_ID } from '../header/header';
import { Icon } from '../icons';
import { SearchSuggestions } from './search-suggestions';
import styles from './search.module.css';

interface SearchOverlayProps {
  open: boolean;
  onClose: () => void;
}

/** Full-screen search: submitting goes to /products?search= (trimmed; empty is ignored). Escape closes. */
export function SearchOverlay({ open, onClose }: SearchOverlayProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const query = useDebouncedValue(text.trim(), 250);
  useFocusTrap(panelRef, open, onClose, inputRef);

  if (!open) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    navigate(`/products?search=${encodeURIComponent(trimmed)}`);
    onClose();
  };

  return (
    <div id={SEARCH_OVERLAY_ID} ref={panelRef} className={styles.overlay} role="dialog" aria-modal="true" aria-label={t('search.title')}>
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
              className={styles.input}
              placeholder={t('search.placeholder')}
              value={text}
              maxLength={100}
              autoComplete="off"
              enterKeyHint="search"
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" className={styles.submit}>
              {t('search.submit')}
            </button>
          </form>
          <button type="button" className={styles.close} aria-label={t('search.close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <SearchSuggestions query={query} onNavigate={onClose} />
      </div>
    </div>
  );
}
