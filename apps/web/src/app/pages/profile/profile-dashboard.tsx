import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import buttons from '../../../components/ui/button.module.css';
import { useProfile } from '../../../features/account/api/get-profile';
import { DashboardPanel } from '../../../features/account/components/dashboard-panel';
import { ZERO_STATS, useOrderStats } from '../../../features/orders/api/get-order-stats';
import { useOrders } from '../../../features/orders/api/get-orders';
import { OrderCard } from '../../../features/orders/components/order-card';
import orderStyles from '../../../features/orders/components/orders.module.css';
import { useWishlist } from '../../../features/wishlist/api/get-wishlist';

const RECENT = 3;

/**
 * The dashboard: the figures from GET /api/orders/stats (zeros when it fails, spec B section 8),
 * the wishlist count, reward points (1 per ₹100 of delivered orders) and the latest orders.
 */
export function ProfileDashboard() {
  const { t } = useTranslation();
  const profile = useProfile();
  const stats = useOrderStats();
  const orders = useOrders(1, '');
  const wishlistCount = useWishlist({ immediate: true }).data?.items.length ?? 0;
  const figures = stats.data ?? ZERO_STATS;
  const recent = orders.data?.orders.slice(0, RECENT) ?? [];

  return (
    <DashboardPanel
      profile={profile.data}
      figures={{ totalOrders: figures.totalOrders, totalSpent: figures.totalSpent, wishlistItems: wishlistCount, rewardPoints: figures.rewardPoints }}
      notice={stats.isError ? <Alert tone="info">{t('orders.stats.failed')}</Alert> : undefined}
      recentOrders={
        recent.length > 0 ? (
          <div className={orderStyles.list}>
            <p className={orderStyles.count}>
              {t('orders.stats.pending')} {figures.pendingOrders.toLocaleString('en-IN')} · {t('orders.stats.completed')} {figures.completedOrders.toLocaleString('en-IN')}
            </p>
            {recent.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
            <Link to="?tab=orders" className={buttons.textLink}>
              {t('orders.stats.viewAll')}
            </Link>
          </div>
        ) : undefined
      }
    />
  );
}
