import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../../../i18n/bundles/orders';
import { Alert } from '../../../components/ui/alert';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { useTrackOrder } from '../../../features/orders/api/track-order';
import { TrackOrderForm } from '../../../features/orders/components/track-order-form';
import { TrackedOrderView } from '../../../features/orders/components/tracked-order-view';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session/use-session';
import { readQueryParam } from '../../../lib/url-params';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './track-order-page.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/**
 * /track-order for guests and customers (docs/decisions.md): the order number plus the e-mail
 * or phone used at checkout shows the status, the four steps and the history.
 */
export function TrackOrderPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  const [params] = useSearchParams();
  const track = useTrackOrder();
  const resultRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(t('orders.track.title'));

  // The result is announced by moving focus to it: it appears beside or below the form.
  useEffect(() => {
    if (track.data) resultRef.current?.querySelector<HTMLElement>('section')?.focus();
  }, [track.data]);

  const failure = track.isError
    ? isApiError(track.error) && track.error.kind === 'http' && (track.error.status === 404 || track.error.status === 400)
      ? t('orders.track.notFound')
      : t('orders.track.failed')
    : null;

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <div className={styles.intro}>
        <p className={layout.eyebrow}>{t('orders.eyebrow')}</p>
        <h1 className={styles.title}>{t('orders.track.title')}</h1>
        <p className={styles.lead}>{t('orders.track.lead')}</p>
        <div className={styles.formCard}>
          <TrackOrderForm initialOrderNumber={readQueryParam(params, 'orderNumber', 40)} busy={track.isPending} onTrack={(values) => track.mutate(values)} />
          {failure && <Alert tone="error">{failure}</Alert>}
        </div>
        {status === 'signed-in' ? (
          <Link to={href('profile', {}, { tab: 'orders' })} className={buttons.textLink}>
            {t('orders.track.signedIn')}
          </Link>
        ) : (
          <Link to={href('contact')} className={buttons.textLink}>
            {t('orders.track.help')}
          </Link>
        )}
      </div>
      <div ref={resultRef} className={styles.resultArea} aria-live="polite">
        {track.data ? (
          <TrackedOrderView order={track.data} />
        ) : (
          <div className={styles.ornament} aria-hidden="true">
            <span>◇</span>
          </div>
        )}
      </div>
    </div>
  );
}
