import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { buildLoginUrl } from '../../../lib/session/return-url';
import { useSession } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast/toast';
import styles from './checkout-button.module.css';

/** How long the button shows 'Processing...' before the checkout opens (spec A section 4). */
const PROCESSING_MS = 300;

/**
 * Proceed to checkout (spec A section 6): a guest is asked to sign in ('Please login to proceed
 * with checkout') and comes back to /checkout; an empty cart says 'Your cart is empty'; pieces
 * no longer available must be removed first.
 */
export function CheckoutButton({ itemCount, unavailableCount }: { itemCount: number; unavailableCount: number }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const onClick = () => {
    if (status !== 'signed-in') {
      toast.info(t('cart.checkout.login'));
      void navigate(buildLoginUrl('/checkout'));
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
    setProcessing(true);
    timer.current = setTimeout(() => void navigate('/checkout'), PROCESSING_MS);
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
