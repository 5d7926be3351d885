import '../../../i18n/bundles/content';
import '../../../i18n/bundles/appointments';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@aabhushan/shared/pages/page-manifest';
import { APPOINTMENT_KINDS, MAX_APPOINTMENT_NOTE, MAX_APPOINTMENT_PRODUCTS, type AppointmentKind } from '@aabhushan/shared/schemas/appointments';
import layout from '../../../components/ui/layout.module.css';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { PageIntro } from '../../../features/content/components/page-intro';
import { useVideoCall } from '../../../features/appointments/api/appointment-calls';
import { BookingForm } from './booking-form';
import { appointmentTime } from '../../../features/appointments/lib/appointment-time';
import styles from '../../../features/appointments/components/appointments.module.css';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocalized } from '../../../lib/use-localized';
import { usePieceName } from '../../../lib/use-piece-name';

/**
 * /appointments: book a showroom visit, a video call or try at home. `?kind=` picks the kind,
 * `?product=` (repeatable) the pieces to keep ready, `?note=` fills the note (the old-gold
 * estimate's "Book a valuation").
 */
export function AppointmentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('appointments.title'));
  const [params] = useSearchParams();
  const location = useLocation();
  const kindParam = params.get('kind');
  const kind: AppointmentKind = APPOINTMENT_KINDS.find((option) => option === kindParam) ?? 'store';
  const productIds = [...new Set(params.getAll('product').flatMap((value) => value.split(',')).map((value) => value.trim()).filter((value) => value && value.length <= 200))].slice(0, MAX_APPOINTMENT_PRODUCTS);
  const note = (params.get('note') ?? '').slice(0, MAX_APPOINTMENT_NOTE);
  return (
    <div className={layout.container} style={{ paddingBottom: 'var(--space-8)' }}>
      <PageIntro eyebrow={t('appointments.eyebrow')} title={t('appointments.title')} lead={t('appointments.lead')} crumbs={[{ label: t('nav.home'), to: href('home') }, { label: t('appointments.title') }]} />
      <BookingForm key={`${kind}:${productIds.join(',')}`} initial={{ kind, productIds, note }} returnTo={`${location.pathname}${location.search}`} />
    </div>
  );
}

/** /appointments/video/{token}: a video call's time, showroom, pieces and what to do (no video service configured). */
export function VideoCallPage() {
  const { t, i18n } = useTranslation();
  const localized = useLocalized();
  const pieceName = usePieceName();
  useDocumentTitle(t('appointments.video.title'));
  const { token = '' } = useParams();
  const call = useVideoCall(token);
  let body;
  if (call.isError) body = <StatusMessage tone="error" title={t('appointments.video.notFound')} />;
  else if (!call.data) body = <Skeleton height="14rem" />;
  else {
    const data = call.data;
    body = (
      <div className={styles.card}>
        {data.status === 'cancelled' && <p className={styles.status}>{t('appointments.video.cancelled')}</p>}
        <p className={styles.meta}>{t('appointments.video.when')}</p>
        <p className={styles.cardTitle}>{appointmentTime(data.start, i18n.language)}</p>
        <p className={styles.meta}>
          {t('appointments.video.showroom')} {localized(data.showroom.name)} · {t('appointments.mine.reference', { reference: data.reference })}
        </p>
        {data.products.length > 0 && (
          <>
            <p className={styles.meta}>{t('appointments.video.pieces')}</p>
            <ul className={styles.pieces}>
              {data.products.map((product) => (
                <li key={product._id} className={styles.piece}>
                  {pieceName(product)}
                </li>
              ))}
            </ul>
          </>
        )}
        <p>{t('appointments.video.steps')}</p>
        <p className={styles.meta}>{t('appointments.video.help', { phone: data.showroom.phone })}</p>
      </div>
    );
  }
  return (
    <div className={layout.container} style={{ paddingBottom: 'var(--space-8)', maxWidth: '44rem' }}>
      <PageIntro eyebrow={t('appointments.eyebrow')} title={t('appointments.video.title')} crumbs={[{ label: t('nav.home'), to: href('home') }, { label: t('appointments.video.title') }]} />
      {body}
    </div>
  );
}
