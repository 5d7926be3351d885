import '../../../i18n/bundles/account-pages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import type { ProfileUser } from '@aabhushan/shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import { EmptySection } from './empty-section';
import { StatTile } from './stat-tile';
import styles from './account.module.css';

export interface DashboardFigures {
  totalOrders: number;
  /** Rupees. */
  totalSpent: number;
  wishlistItems: number;
  rewardPoints: number;
}

interface DashboardPanelProps {
  profile: ProfileUser | undefined;
  figures: DashboardFigures;
  /** The latest orders, rendered by the page that has them; 'No orders yet' when absent. */
  recentOrders?: ReactNode;
  /** A note above the figures (the stats could not be read and show zeros). */
  notice?: ReactNode;
}

/** Dashboard (spec A section 2): four figures and the recent orders, or 'No orders yet'. */
export function DashboardPanel({ profile, figures, recentOrders, notice }: DashboardPanelProps) {
  const { t } = useTranslation();
  const count = (value: number) => value.toLocaleString('en-IN');
  return (
    <div className={styles.panelBody}>
      {profile && !profile.emailVerified && <Alert tone="info">{t('auth.account.dashboard.verifyEmail')}</Alert>}
      {notice}
      <div className={styles.tiles}>
        <StatTile label={t('auth.account.dashboard.totalOrders')} value={count(figures.totalOrders)} />
        <StatTile label={t('auth.account.dashboard.totalSpent')} value={formatInr(figures.totalSpent)} />
        <StatTile label={t('auth.account.dashboard.wishlistItems')} value={count(figures.wishlistItems)} />
        <StatTile label={t('auth.account.dashboard.rewardPoints')} value={count(figures.rewardPoints)} />
      </div>
      <section className={styles.card} aria-labelledby="recent-orders">
        <h3 id="recent-orders" className={styles.cardTitle}>
          {t('auth.account.dashboard.recentOrders')}
        </h3>
        {recentOrders ?? (
          <EmptySection
            title={t('auth.account.dashboard.noOrders')}
            text={t('auth.account.dashboard.noOrdersText')}
            action={t('auth.account.dashboard.shopNow')}
          />
        )}
      </section>
    </div>
  );
}
