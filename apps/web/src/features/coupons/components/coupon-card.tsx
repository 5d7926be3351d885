import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import type { PublicCoupon } from '@aabhushan/shared/schemas/coupon';
import { ShopIcon } from '../../../components/ui/shop-icon';
import { useLocalized } from '../../../lib/use-localized';
import { useLocalizedList } from '../../../lib/use-localized-list';
import styles from './coupon-card.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** How long "Copied" shows after the code is copied. */
const COPIED_MS = 2000;

/** The offer badge: '10% OFF', '₹500 OFF' or 'FREE SHIPPING'. */
function useOfferBadge(coupon: PublicCoupon): string {
  const { t } = useTranslation();
  if (coupon.type === 'percentage') return t('coupons.card.percentOff', { value: coupon.value });
  if (coupon.type === 'fixed') return t('coupons.card.amountOff', { amount: formatInr(coupon.value) });
  return t('coupons.card.freeShipping');
}

/**
 * A coupon (spec A section 2): offer badge, code with a copy button (a refused clipboard is
 * ignored), details, expiry, and a way to use it in the cart (`/cart?coupon=CODE`). Its title,
 * description and terms are in the shopper's language, else English.
 */
export function CouponCard({ coupon, locale }: { coupon: PublicCoupon; locale: string }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const description = localized(coupon.description);
  const terms = useLocalizedList()(coupon.terms);
  const [copied, setCopied] = useState(false);
  const badge = useOfferBadge(coupon);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    navigator.clipboard
      ?.writeText(coupon.code)
      .then(() => setCopied(true))
      .catch(() => undefined);
  };
  const expiry = new Date(coupon.expiry_date).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' });

  return (
    <article className={styles.card} data-testid="coupon-card">
      <div className={styles.stub}>
        <span className={styles.badge}>{badge}</span>
        {coupon.status === 'limited' && <span className={styles.limited}>{t('coupons.card.limited')}</span>}
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>{localized(coupon.title)}</h2>
        {description && <p className={styles.description}>{description}</p>}
        <div className={styles.codeRow}>
          <code className={styles.code}>{coupon.code}</code>
          <button type="button" className={styles.copy} onClick={copy} aria-label={t('coupons.card.copyNamed', { code: coupon.code })}>
            <ShopIcon name={copied ? 'check' : 'copy'} size={16} />
            <span aria-live="polite">{copied ? t('coupons.card.copied') : t('coupons.card.copy')}</span>
          </button>
        </div>
        <ul className={styles.details}>
          {terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
        <div className={styles.foot}>
          <p className={styles.expiry}>{t('coupons.card.expires', { date: expiry })}</p>
          <Link to={href('cart', {}, { coupon: coupon.code })} className={styles.use}>
            {t('coupons.card.use')}
          </Link>
        </div>
      </div>
    </article>
  );
}
