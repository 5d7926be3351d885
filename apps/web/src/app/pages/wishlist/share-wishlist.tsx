import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Wishlist } from '@aabhushan/shared/schemas/wishlist';
import buttons from '../../../components/ui/button.module.css';
import { ShopIcon } from '../../../components/ui/shop-icon';
import { useShareWishlist, useStopSharingWishlist } from '../../../features/wishlist/api/share-wishlist';
import { toast } from '../../../lib/toast/toast';
import styles from './share-wishlist.module.css';

/** The share link as this visit knows it, and what was last done with it. */
export function useWishlistSharing() {
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  return { link, setLink, copied, setCopied, share: useShareWishlist(), stop: useStopSharingWishlist() };
}
type Sharing = ReturnType<typeof useWishlistSharing>;

async function copyLink(link: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(link);
    return true;
  } catch {
    return false;
  }
}

/**
 * Share: asks the server for the wishlist's link (the same one until sharing stops), then hands
 * it to the device's share sheet where there is one, else copies it ('Wishlist link copied to
 * clipboard!'). The link also stays on the page (SharePanel) to copy by hand.
 */
export function ShareWishlistButton({ sharing }: { sharing: Sharing }) {
  const { t } = useTranslation();
  const onShare = () =>
    sharing.share.mutate(undefined, {
      onSuccess: async (link) => {
        sharing.setLink(link);
        sharing.setCopied(false);
        if (typeof navigator.share === 'function') {
          // A closed share sheet is the shopper's choice, not a failure: the link stays shown.
          await navigator.share({ title: t('wishlistPage.share.sheetTitle'), text: t('wishlistPage.share.sheetText'), url: link }).catch(() => undefined);
          return;
        }
        if (await copyLink(link)) {
          sharing.setCopied(true);
          toast.success(t('wishlist.share.copied'));
        }
      },
      onError: () => toast.error(t('wishlistPage.share.failed')),
    });
  return (
    <button type="button" className={buttons.secondary} disabled={sharing.share.isPending} onClick={onShare}>
      <ShopIcon name="share" size={18} />
      <span>{sharing.share.isPending ? t('wishlistPage.share.preparing') : t('wishlist.share.label')}</span>
    </button>
  );
}

/** While the wishlist is shared: the link, who can see what, how often it was opened, and Stop sharing. */
export function SharePanel({ sharing, wishlist }: { sharing: Sharing; wishlist: Wishlist }) {
  const { t } = useTranslation();
  const { link } = sharing;
  if (!link && !wishlist.settings.isPublic) return null;
  const onCopy = async () => {
    if (link && (await copyLink(link))) sharing.setCopied(true);
  };
  const onStop = () =>
    sharing.stop.mutate(undefined, {
      onSuccess: () => {
        sharing.setLink(null);
        toast.success(t('wishlistPage.share.stopped'));
      },
      onError: () => toast.error(t('wishlistPage.share.stopFailed')),
    });
  return (
    <section className={styles.panel} aria-labelledby="wishlist-share-heading">
      <div className={styles.top}>
        <h2 id="wishlist-share-heading" className={styles.heading}>
          {t('wishlistPage.share.heading')}
        </h2>
        <button type="button" className={buttons.textLink} disabled={sharing.stop.isPending} onClick={onStop}>
          {sharing.stop.isPending ? t('wishlistPage.share.stopping') : t('wishlistPage.share.stop')}
        </button>
      </div>
      <p className={styles.note}>{t('wishlistPage.share.note')}</p>
      <p className={styles.stats}>
        <span>{t('wishlistPage.share.views', { count: wishlist.analytics.viewCount })}</span>
        <span>{t('wishlistPage.share.shares', { count: wishlist.analytics.shareCount })}</span>
      </p>
      {link && (
        <div className={styles.linkRow}>
          <input className={styles.link} readOnly value={link} aria-label={t('wishlistPage.share.linkLabel')} onFocus={(event) => event.target.select()} />
          <button type="button" className={buttons.secondary} onClick={() => void onCopy()}>
            {t('wishlistPage.share.copy')}
          </button>
          <span className={styles.status} role="status">
            {sharing.copied ? t('wishlistPage.share.copied') : ''}
          </span>
        </div>
      )}
    </section>
  );
}
