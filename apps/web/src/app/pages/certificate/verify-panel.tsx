import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/bundles/certificates';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import layout from '../../../components/ui/layout.module.css';
import { CertificateNumberForm } from '../../../features/certificates/components/certificate-number-form';
import { CertificatePaper } from './certificate-paper';
import styles from './certificate-pages.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

interface VerifyPanelProps {
  title: string;
  lead: ReactNode;
  initialNumber?: string;
  checkInitial?: boolean;
  onVerify: (number: string, typed: string) => void;
}

/**
 * The form to verify a certificate, with where to find its number: the /certificate page, and
 * the verify page again when a number was not found (what was typed stays in the field).
 */
export function VerifyPanel({ title, lead, initialNumber, checkInitial, onVerify }: VerifyPanelProps) {
  const { t } = useTranslation();
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <Breadcrumbs items={[{ label: t('nav.home'), to: href('home') }, { label: t('certificates.form.title') }]} />
      <div className={styles.columns}>
        <div className={styles.intro}>
          <p className={layout.eyebrow}>{t('certificates.title')}</p>
          <h1 className={styles.title}>{title}</h1>
          <div className={styles.lead}>{lead}</div>
          <div className={styles.formCard}>
            <CertificateNumberForm key={initialNumber} initialNumber={initialNumber} checkInitial={checkInitial} onVerify={onVerify} />
          </div>
        </div>
        <aside className={styles.where} aria-labelledby="certificate-where">
          <CertificatePaper />
          <h2 id="certificate-where" className={styles.whereTitle}>
            {t('certificates.form.whereTitle')}
          </h2>
          <p>{t('certificates.form.where')}</p>
        </aside>
      </div>
    </div>
  );
}
