import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopIcon } from '../../components/ui/shop-icon';
import { useFocusTrap } from '../../lib/use-focus-trap';
import styles from './side-panel.module.css';

interface SidePanelProps {
  id: string;
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** Dims the list with a spinner while the cart or wishlist loads or changes. */
  busy?: boolean;
  toolbar?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A sidebar sliding in from the right (spec A sections 2 and 4): a modal dialog whose overlay
 * click and Escape close it; focus stays inside and returns to the opener afterwards.
 */
export function SidePanel({ id, open, title, closeLabel, onClose, busy = false, toolbar, footer, children }: SidePanelProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, open, onClose, closeRef);
  if (!open) return null;
  return (
    <div className={styles.root}>
      <button type="button" className={styles.overlay} aria-label={closeLabel} tabIndex={-1} onClick={onClose} />
      <div id={id} ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button ref={closeRef} type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <ShopIcon name="close" size={22} />
          </button>
        </div>
        {toolbar}
        <div className={styles.body} aria-busy={busy}>
          {children}
          {busy && (
            <div className={styles.loading} role="status" aria-label={t('common.loading')}>
              <span className={styles.spinner} aria-hidden="true" />
            </div>
          )}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
