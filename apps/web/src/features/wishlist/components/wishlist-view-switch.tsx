import { useTranslation } from 'react-i18next';
import { ShopIcon } from '../../../components/ui/shop-icon';
import { WISHLIST_VIEW_MODES, type WishlistViewMode } from '../lib/wishlist-view-mode';
import styles from './wishlist-view-switch.module.css';

/** Grid, list or compact: a group of pressed-state buttons. */
export function WishlistViewSwitch({ mode, onChange }: { mode: WishlistViewMode; onChange: (mode: WishlistViewMode) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.switch} role="group" aria-label={t('wishlist.view.label')}>
      {WISHLIST_VIEW_MODES.map((option) => (
        <button key={option} type="button" aria-pressed={mode === option} aria-label={t(`wishlist.view.${option}`)} onClick={() => onChange(option)}>
          <ShopIcon name={option} size={18} />
        </button>
      ))}
    </div>
  );
}
