import { useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { buildLoginUrl } from '../../../lib/session/return-url';
import { useSession } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast/toast';
import styles from './checkout-button.module.css';
import { href, pathOf } from '@aabhushan/shared/pages/page-manifest';

/**
 * Proceed to checkout (spec A section 6): a guest is asked to sign in ('Please login to proceed
 * with checkout') and comes back to /checkout; an empty cart says 'Your cart is empty'; pieces
 * no longer available must be removed first. 'Processing...' shows while the checkout is on its
 * way (its code loading), no longer.
 */
export function CheckoutButton({ itemCount, unavailableCount }: { itemCount: number; unavailableCount: number }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const processing = navigation.state !== 'idle' && navigation.location?.pathname === pathOf('checkout');

  const onClick = () => {
    if (status !== 'signed-in') {
      toast.info(t('cart.checkout.login'));
      void navigate(buildLoginUrl(href('checkout')));
      return;
    }
    if (itemCount === 0) {
      toast.warning(t('cart.checkout.empty'));
      return;
    }
    if (unavailableCount > 0) {
      toast.warning(t('cart.checkout.unavailable', { count: unavailableCount }));
      return;
    }
    void navigate(href('checkout'));
  };

  return (
    <div className={styles.wrap}>
      <button type="button" className={`${buttons.primary} ${styles.button}`} disabled={processing} onClick={onClick}>
        {processing ? t('cart.checkout.processing') : t('cart.checkout.label')}
      </button>
      <p className={styles.note}>{t('cart.checkout.note')}</p>
    </div>
  );
}
