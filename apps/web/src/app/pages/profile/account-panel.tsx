import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { useProfile } from '../../../features/account/api/get-profile';
import { DashboardPanel } from '../../../features/account/components/dashboard-panel';
import { EmptySection } from '../../../features/account/components/empty-section';
import { ProfileForm } from '../../../features/account/components/profile-form';
import type { AccountTab } from '../../../features/account/lib/account-tabs';
import { AddressBook } from '../../../features/addresses/components/address-book';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { useWishlist } from '../../../features/wishlist/api/get-wishlist';
import { ProfileWishlist } from './profile-wishlist';

/** One section of the profile area. Lists without data yet show their empty state with a way on. */
export function AccountPanel({ tab }: { tab: AccountTab }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const wishlistCount = useWishlist({ immediate: tab === 'dashboard' }).data?.items.length ?? 0;

  switch (tab) {
    case 'dashboard':
      return (
        <DashboardPanel
          profile={profile.data}
          figures={{ totalOrders: profile.data?.total_orders ?? 0, totalSpent: 0, wishlistItems: wishlistCount, rewardPoints: 0 }}
        />
      );
    case 'orders':
      return (
        <EmptySection
          title={t('auth.account.orders.empty')}
          text={t('auth.account.orders.emptyText')}
          action={t('auth.account.orders.browse')}
        />
      );
    case 'wishlist':
      return <ProfileWishlist />;
    case 'addresses':
      return <AddressBook />;
    case 'security':
      return <ChangePasswordForm />;
    case 'profile':
      if (profile.data) return <ProfileForm profile={profile.data} />;
      if (profile.isError) {
        return (
          <StatusMessage
            tone="error"
            title={t('auth.account.profile.loadFailed')}
            actions={
              <button type="button" className={buttons.primary} onClick={() => void profile.refetch()}>
                {t('common.tryAgain')}
              </button>
            }
          />
        );
      }
      return <Skeleton height="20rem" />;
  }
}
