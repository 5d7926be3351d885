import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSampleCertificateNumber } from '@aabhushan/shared/rules/certificate-number';
import { CERTIFICATE_DETAIL_KEYS } from '@aabhushan/shared/schemas/certificate-messages';
import type { Certificate } from '@aabhushan/shared/schemas/certificates';
import '../../../i18n/bundles/certificates';
import buttons from '../../../components/ui/button.module.css';
import { writeCalendarDate } from '../../../lib/date-text';
import styles from './certificate-card.module.css';

interface CertificateCardProps {
  certificate: Certificate;
  /** The verify page's address for this certificate; left out on that page itself. */
  verifyHref?: string;
  /** The lab's name is a heading under the section's (2) or the page's (1) heading. */
  headingLevel?: 2 | 3;
}

/**
 * One certificate as a shopper reads the paper: the lab, its number, the date it was issued, the
 * graded details it has (a hallmark certificate has none), the lab's PDF in a new tab and, on the
 * product page, the way to verify it by its number.
 */
export function CertificateCard({ certificate, verifyHref, headingLevel = 3 }: CertificateCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { lab, number, issuedOn, details, pdfUrl } = certificate;
  const shown = CERTIFICATE_DETAIL_KEYS.filter((key) => details[key] !== undefined && details[key] !== '');
  return (
    <article className={styles.card} aria-labelledby={`${id}-lab`} data-testid="certificate">
      <header className={styles.head}>
        <span className={styles.seal} aria-hidden="true">
          {lab}
        </span>
        <div className={styles.titles}>
          <Heading id={`${id}-lab`} className={styles.lab}>
            {t(`certificates.labs.${lab}`)}
          </Heading>
          <p className={styles.number}>
            <span className="visually-hidden">{t('certificates.number')}: </span>
            <span data-testid="certificate-number">{number}</span>
          </p>
        </div>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('certificates.issuedOn')}</dt>
          <dd>
            <time dateTime={issuedOn}>{writeCalendarDate(t, issuedOn) ?? issuedOn}</time>
          </dd>
        </div>
        {shown.map((key) => (
          <div key={key}>
            <dt>{t(`certificates.details.${key}`)}</dt>
            <dd>{key === 'carat' ? t('certificates.carat', { carat: details.carat }) : details[key]}</dd>
          </div>
        ))}
      </dl>
      {isSampleCertificateNumber(number) && <p className={styles.sample}>{t('certificates.sample')}</p>}
      <div className={styles.actions}>
        {pdfUrl ? (
          <a href={pdfUrl} target="_blank" rel="noopener noreferrer" className={buttons.secondary}>
            {t('certificates.viewPdf')}
            <span className="visually-hidden"> ({t('certificates.newTab')})</span>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </a>
        ) : (
          <p className={styles.noPdf}>{t('certificates.noPdf')}</p>
        )}
        {verifyHref && (
          <Link to={verifyHref} className={styles.verify} aria-label={t('certificates.verifyLabel', { number })}>
            {t('certificates.verify')}
          </Link>
        )}
      </div>
    </article>
  );
}
