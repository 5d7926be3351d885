import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { ShopIcon } from '../../../components/ui/shop-icon';
import { toast } from '../../../lib/toast/toast';
import styles from './wishlist-page.module.css';

/**
 * Share (spec B section 2): copies the wishlist's link ('Wishlist link copied to clipboard!');
 * where the clipboard is refused, the link is shown to copy by hand.
 */
export function ShareWishlist() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<string | null>(null);
  const share = async () => {
    const link = `${window.location.origin}/wishlist`;
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('wishlist.share.copied'));
    } catch {
      setShown(link);
    }
  };
  return (
    <div className={styles.share}>
      <button type="button" className={buttons.secondary} onClick={() => void share()}>
        <ShopIcon name="share" size={18} />
        <span>{t('wishlist.share.label')}</span>
      </button>
      {shown && (
        <p className={styles.shareLink}>
          {t('wishlist.share.manual')} <input readOnly value={shown} onFocus={(event) => event.target.select()} aria-label={t('wishlist.share.label')} />
        </p>
      )}
    </div>
  );
}
