import '../../../i18n/bundles/checkout';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { StatusMessage } from '../../../components/ui/status-message';
import { useOrder } from '../../../features/checkout/api/get-order';
import { useStoreSettings } from '../../../features/settings/api/get-store-settings';
import { isNotFound } from '../../../lib/api-error';
import { buildLoginUrl } from '../../../lib/session/return-url';
import { useSession } from '../../../lib/session/use-session';
import { readQueryParam } from '../../../lib/url-params';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { OrderDetails } from './order-details';
import { OrderSuggestions } from './order-suggestions';
import styles from './order-confirmation-page.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/**
 * /order-confirmation?orderId= (docs/decisions.md): the real order, its
 * progress, what happens next, the invoice, a track link and pieces from the same categories.
 */
export function OrderConfirmationPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  const [params] = useSearchParams();
  useDocumentTitle(t('confirmation.documentTitle'));
  const orderId = readQueryParam(params, 'orderId', 100);
  const order = useOrder(status === 'signed-in' ? orderId : undefined);
  const phone = useStoreSettings().data?.contact.phone;

  const frame = (content: React.ReactNode) => <div className={`${layout.container} ${styles.page}`}>{content}</div>;
  const browse = (
    <Link to={href('products')} className={buttons.secondary}>
      {t('confirmation.continue')}
    </Link>
  );

  if (!orderId) return frame(<StatusMessage level={1} title={t('confirmation.notFound')} actions={browse}><p>{t('confirmation.missingId')}</p></StatusMessage>);
  if (status === 'signed-out') {
    const back = href('order-confirmation', {}, { orderId });
    return frame(<StatusMessage level={1} title={t('confirmation.signIn')} actions={<Link to={buildLoginUrl(back)} className={buttons.primary}>{t('confirmation.signIn')}</Link>} />);
  }
  if (status === 'loading' || order.isPending) {
    return frame(
      <p className={styles.loading} role="status">
        {t('confirmation.loading')}
      </p>,
    );
  }
  if (!order.data) {
    const missing = isNotFound(order.error);
    return frame(
      <StatusMessage
        level={1}
        tone={missing ? 'neutral' : 'error'}
        title={missing ? t('confirmation.notFound') : t('confirmation.loadFailed')}
        actions={
          missing ? (
            browse
          ) : (
            <button type="button" className={buttons.primary} onClick={() => void order.refetch()}>
              {t('common.tryAgain')}
            </button>
          )
        }
      >
        {missing && <p>{t('confirmation.notFoundText')}</p>}
      </StatusMessage>,
    );
  }
  return frame(
    <>
      <OrderDetails order={order.data} supportPhone={phone} />
      <OrderSuggestions order={order.data} />
    </>,
  );
}
