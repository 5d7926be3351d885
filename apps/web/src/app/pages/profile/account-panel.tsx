import '../../../i18n/bundles/account-pages';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { useProfile } from '../../../features/account/api/get-profile';
import { ProfileForm } from '../../../features/account/components/profile-form';
import type { AccountTab } from '../../../features/account/lib/account-tabs';
import { AddressBook } from '../../../features/addresses/components/address-book';
import { MyDataDownload } from '../../../features/account/components/my-data-download';
import { DeleteAccount } from './delete-account';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { ProfileDashboard } from './profile-dashboard';
import { ProfileOrders } from './profile-orders';
import { ProfileWishlist } from './profile-wishlist';

// My Appointments brings the slot picker and its strings: loaded only when the tab opens.
const ProfileAppointments = lazy(() => import('./profile-appointments').then((module) => ({ default: module.ProfileAppointments })));
// My Gold Plans brings the payment window and its strings: loaded only when the tab opens.
const ProfileGoldPlans = lazy(() => import('./profile-gold-plans').then((module) => ({ default: module.ProfileGoldPlans })));

/** One section of the profile area. Lists without data yet show their empty state with a way on. */
export function AccountPanel({ tab }: { tab: AccountTab }) {
  const { t } = useTranslation();
  const profile = useProfile();

  switch (tab) {
    case 'dashboard':
      return <ProfileDashboard />;
    case 'orders':
      return <ProfileOrders />;
    case 'gold-plans':
      return (
        <Suspense fallback={<Skeleton height="18rem" />}>
          <ProfileGoldPlans />
        </Suspense>
      );
    case 'appointments':
      return (
        <Suspense fallback={<Skeleton height="14rem" />}>
          <ProfileAppointments />
        </Suspense>
      );
    case 'wishlist':
      return <ProfileWishlist />;
    case 'addresses':
      return <AddressBook />;
    case 'security':
      return (
        <>
          <ChangePasswordForm />
          <MyDataDownload />
          <DeleteAccount />
        </>
      );
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
