import { bannerStateAt, type AdminBanner, type AdminBannerState } from '@aabhushan/shared/schemas/admin-banners';
import type { BannerType } from '@aabhushan/shared/schemas/banners';
import styles from '../admin.module.css';

export const BANNER_TYPE_LABELS: Record<BannerType, string> = { hero: 'Hero slide', offer: 'Offer with a countdown' };
/** The same, short enough for a table column. */
export const BANNER_TYPE_SHORT_LABELS: Record<BannerType, string> = { hero: 'Hero slide', offer: 'Offer' };

export const BANNER_STATE_LABELS: Record<AdminBannerState, string> = { running: 'Running now', scheduled: 'Starts later', ended: 'Ended', off: 'Switched off' };

const TONES: Record<AdminBannerState, string> = { running: 'good', scheduled: 'warn', ended: 'bad', off: '' };

/** Where the banner stands now, as the list's state filter counts it. */
export function BannerStateBadge({ banner }: { banner: Pick<AdminBanner, 'isActive' | 'startsAt' | 'endsAt'> }) {
  const state = bannerStateAt(banner);
  return <span className={`${styles.badge} ${styles[TONES[state]] ?? ''}`}>{BANNER_STATE_LABELS[state]}</span>;
}
