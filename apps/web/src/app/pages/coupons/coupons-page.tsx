import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { readCouponParam, rememberSharedCoupon } from '../../../lib/shared-coupon';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import layout from '../../../components/ui/layout.module.css';
import { StatusMessage } from '../../../components/ui/status-message';
import { usePublicCoupons } from '../../../features/coupons/api/get-public-coupons';
import { CouponCard } from '../../../features/coupons/components/coupon-card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './coupons-page.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** The four steps of the how-to (spec A section 2). */
const STEPS = ['copy', 'shop', 'apply', 'save'] as const;

/**
 * /coupons (spec A section 2, B section 2): every current coupon with its code to copy, details,
 * expiry and offer badge, and how to use one. A failed load leaves the list empty ('No coupons found.').
 */
export function CouponsPage() {
  const { t, i18n } = useTranslation();
  const coupons = usePublicCoupons();
  const [params] = useSearchParams();
  const shared = readCouponParam(params);
  useEffect(() => {
    if (shared) rememberSharedCoupon(shared);
  }, [shared]);
  useDocumentTitle(t('coupons.page.documentTitle'));
  const list = coupons.data ?? [];
  const locale = i18n.language === 'en' ? 'en-IN' : `${i18n.language}-IN`;

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <Breadcrumbs items={[{ label: t('nav.home'), to: href('home') }, { label: t('coupons.page.title') }]} />
      <header className={styles.header}>
        <p className={layout.eyebrow}>{t('coupons.page.eyebrow')}</p>
        <h1 className={styles.title}>{t('coupons.page.title')}</h1>
        <p className={styles.lead}>{t('coupons.page.lead')}</p>
      </header>
      {shared && (
        <div className={styles.shared}>
          <Alert tone="info">{t('coupons.page.shared', { code: shared })}</Alert>
        </div>
      )}
      {coupons.isPending ? (
        <p className={styles.loading} role="status">
          {t('common.loading')}
        </p>
      ) : list.length === 0 ? (
        <StatusMessage title={t('coupons.page.empty')} />
      ) : (
        <ul className={styles.grid}>
          {list.map((coupon) => (
            <li key={coupon._id}>
              <CouponCard coupon={coupon} locale={locale} />
            </li>
          ))}
        </ul>
      )}
      <section className={styles.howTo} aria-labelledby="coupon-how-to">
        <h2 id="coupon-how-to" className={styles.howToTitle}>
          {t('coupons.howTo.title')}
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>{t(`coupons.howTo.${step}.title`)}</h3>
              <p className={styles.stepText}>{t(`coupons.howTo.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
