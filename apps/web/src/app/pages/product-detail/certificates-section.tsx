import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '@aabhushan/shared/schemas/certificates';
import '../../../i18n/bundles/certificates';
import { CertificateCard } from '../../../features/certificates/components/certificate-card';
import styles from './certificates-section.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/**
 * The product page's Certificates: each certificate with its details, its PDF and the way to
 * verify it by its number. Its own chunk (product-certificates.tsx loads it as the shopper nears
 * it), so neither the product page's first view nor the home page's carries it.
 */
export default function CertificatesSection({ certificates }: { certificates: readonly Certificate[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="product-certificates" data-testid="product-certificates">
      <header className={styles.header}>
        <h2 id="product-certificates" className={styles.title}>
          {t('certificates.title')}
        </h2>
        <p className={styles.lead}>{t('certificates.lead')}</p>
      </header>
      <ul className={styles.list}>
        {certificates.map((certificate) => (
          <li key={certificate.number}>
            <CertificateCard certificate={certificate} verifyHref={href('certificate-number', { number: certificate.number })} />
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link to={href('certificate')}>{t('certificates.verifyAny')}</Link>
      </p>
    </section>
  );
}
