import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_MESSAGES } from '@aabhushan/shared/schemas/certificate-messages';
import '../../../i18n/bundles/certificates';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { useCertificate } from '../../../features/certificates/api/get-certificate';
import { readCertificateNumber } from '../../../features/certificates/lib/read-certificate-number';
import { isApiError } from '../../../lib/api-error';
import { translateMessage } from '../../../lib/translate-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CertificateFound } from './certificate-found';
import { VerifyPanel } from './verify-panel';
import styles from './certificate-pages.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** What the verify form hands the next page: the number as the shopper typed it. */
interface TypedState {
  typed?: string;
}

/** Verifying goes to the certificate's own address (its number in stored form), keeping what was typed. */
function useGoToCertificate() {
  const navigate = useNavigate();
  return (number: string, typed: string) => void navigate(href('certificate-number', { number }), { state: { typed } satisfies TypedState });
}

/** /certificate: type the number printed on a certificate to see it and its piece. */
export function CertificatePage() {
  const { t } = useTranslation();
  const goTo = useGoToCertificate();
  useDocumentTitle(t('certificates.form.title'));
  return <VerifyPanel title={t('certificates.form.title')} lead={<p>{t('certificates.form.lead')}</p>} onVerify={goTo} />;
}

/**
 * /certificate/{number}: the certificate the number names, with its piece. A number that cannot
 * be one asks again at once; an unknown one says 'No certificate with this number' above the form,
 * which keeps what was typed; a failed load offers to try again.
 */
export function CertificateNumberPage() {
  const { t } = useTranslation();
  const { number: inAddress = '' } = useParams();
  const location = useLocation();
  const typed = (location.state as TypedState | null)?.typed ?? inAddress;
  const number = readCertificateNumber(inAddress);
  const certificate = useCertificate(number);
  const goTo = useGoToCertificate();
  useDocumentTitle(certificate.data ? certificate.data.number : t('certificates.form.title'));
  // The same number again asks again (a staff member may have just added it).
  const verify = (next: string, nextTyped: string) => (next === number ? void certificate.refetch() : goTo(next, nextTyped));

  if (number === null) {
    return <VerifyPanel title={t('certificates.form.title')} lead={<p>{t('certificates.form.lead')}</p>} initialNumber={typed} checkInitial onVerify={verify} />;
  }
  // An unknown number (404), or one the API refused as no number (400: its rule changed since this page loaded).
  if (isApiError(certificate.error) && certificate.error.kind === 'http' && (certificate.error.status === 404 || certificate.error.status === 400)) {
    return (
      <VerifyPanel
        title={translateMessage(CERTIFICATE_MESSAGES.notFound, t)}
        lead={
          <p>
            {t('certificates.result.notFoundText')} <Link to={href('contact')}>{t('certificates.result.contact')}</Link>
          </p>
        }
        initialNumber={typed}
        onVerify={verify}
      />
    );
  }
  if (certificate.isError) {
    return (
      <div className={`${layout.container} ${styles.page}`}>
        <StatusMessage
          level={1}
          tone="error"
          title={t('certificates.result.loadFailed')}
          actions={
            <button type="button" className={buttons.primary} disabled={certificate.isFetching} onClick={() => void certificate.refetch()}>
              {t('common.tryAgain')}
            </button>
          }
        />
      </div>
    );
  }
  if (!certificate.data) {
    return (
      <div className={`${layout.container} ${styles.page}`} role="status" aria-label={t('certificates.result.loading')}>
        <div className={styles.loading}>
          <Skeleton height="2.5rem" width="60%" />
          <Skeleton height="18rem" />
        </div>
      </div>
    );
  }
  return <CertificateFound verification={certificate.data} />;
}
