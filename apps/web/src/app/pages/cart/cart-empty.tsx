import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import buttons from '../../../components/ui/button.module.css';
import { StatusMessage } from '../../../components/ui/status-message';
import { useStoreSettings } from '../../../features/settings/api/get-store-settings';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** 'Your cart is empty' with Start Shopping (spec A section 2); a guest is offered sign-in first. */
export function CartEmpty({ signInHref }: { signInHref?: string }) {
  const { t } = useTranslation();
  const threshold = useStoreSettings().data?.freeShippingThreshold;
  return (
    <StatusMessage
      title={t('cart.empty.title')}
      actions={
        <>
          {signInHref && (
            <Link to={signInHref} className={buttons.primary}>
              {t('cart.empty.signIn')}
            </Link>
          )}
          <Link to={href('products')} className={signInHref ? buttons.secondary : buttons.primary}>
            {t('cart.empty.action')}
          </Link>
        </>
      }
    >
      <p>{signInHref ? t('cart.empty.guestText') : t('cart.empty.text')}</p>
      {threshold !== undefined && <p>{t('cart.empty.shipping', { amount: formatInr(threshold) })}</p>}
    </StatusMessage>
  );
}
