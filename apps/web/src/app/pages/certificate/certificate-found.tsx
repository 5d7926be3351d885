import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CertificateVerification } from '@aabhushan/shared/schemas/certificates';
import '../../../i18n/bundles/certificates';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { ProductImage } from '../../../components/ui/product-image';
import { CertificateCard } from '../../../features/certificates/components/certificate-card';
import { useLocalized } from '../../../lib/use-localized';
import styles from './certificate-pages.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** A verified certificate: the certificate as the lab wrote it, beside the piece it belongs to. */
export function CertificateFound({ verification }: { verification: CertificateVerification }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const { piece, ...certificate } = verification;
  const name = pick(piece.name);
  const pieceHref = href('product', { slug: piece.slug });
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: href('home') },
          { label: t('certificates.form.title'), to: href('certificate') },
          { label: certificate.number },
        ]}
      />
      <header className={styles.foundHead}>
        <p className={styles.verified}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3Zm-3.2 9.2l2.2 2.2 4.4-4.6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('certificates.result.eyebrow')}
        </p>
        <h1 className={styles.foundTitle} data-testid="verified-number">
          {certificate.number}
        </h1>
        <p className={styles.lead}>{t('certificates.result.found')}</p>
      </header>
      <div className={styles.foundColumns}>
        <CertificateCard certificate={certificate} headingLevel={2} />
        <section className={styles.piece} aria-labelledby="certificate-piece" data-testid="certificate-piece">
          <Link to={pieceHref} className={styles.pieceImage} tabIndex={-1} aria-hidden="true">
            <ProductImage src={piece.image?.url} alt="" />
          </Link>
          <div className={styles.pieceText}>
            <p className={layout.eyebrow}>{t('certificates.result.piece')}</p>
            <h2 id="certificate-piece" className={styles.pieceName}>
              {name}
            </h2>
            <Link to={pieceHref} className={buttons.secondary}>
              {t('certificates.result.viewPiece')}
            </Link>
          </div>
        </section>
      </div>
      <p className={styles.another}>
        <Link to={href('certificate')} className={buttons.textLink}>
          {t('certificates.result.another')}
        </Link>
      </p>
    </div>
  );
}
